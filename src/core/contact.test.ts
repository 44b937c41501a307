import { describe, expect, it } from 'vitest';
import { contactProblems, contactSchema } from './contact';

const valid = {
  name: 'Dana Props',
  email: 'dana@studio.example',
  subject: 'Licensing a photo',
  message: 'Can we use photo #12 in a trailer?',
};

describe('contact rules', () => {
  it('accepts a complete message, trimmed', () => {
    expect(contactSchema.parse({ ...valid, name: '  Dana Props ' }).name).toBe('Dana Props');
    expect(contactProblems(valid)).toBeNull();
  });

  it('names each problem under its field', () => {
    expect(contactProblems({ name: ' ', email: 'nope', subject: 'Pizza', message: 'hi' })).toEqual({
      name: 'Please enter your name',
      email: 'Please enter a valid email address',
      subject: 'Please choose what your message is about',
      message: 'Please write at least 10 characters',
    });
    expect(contactProblems({ ...valid, message: 'x'.repeat(5001) })?.message).toBe(
      'Message must be at most 5,000 characters',
    );
    expect(contactProblems({ ...valid, name: 'Dana\u0000' })?.name).toBe(
      'Name contains characters we cannot accept',
    );
    expect(contactProblems({})?.email).toBe('Please enter a valid email address');
  });
});
