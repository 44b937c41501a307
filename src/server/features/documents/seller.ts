/**
 * Who sells the licences, as the invoice prints it: one place to change it.
 * The address is a stand-in until the company's registered address is known.
 */
export const SELLER = {
  name: 'Backdrop',
  address: ['Backdrop Archive Licensing', '100 Archive Street', 'Los Angeles, CA 90001', 'United States'],
  email: 'hello@backdrop.example',
} as const;
