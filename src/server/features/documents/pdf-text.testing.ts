import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

/**
 * A PDF's text as a reader's text extractor finds it (tests only): the pages' text in order, each
 * run separated by a space, runs of white space made one.
 */
export async function pdfText(pdf: Uint8Array): Promise<{ text: string; pages: number }> {
  // pdf.js takes the buffer over: give it a copy.
  const document = await getDocument({ data: new Uint8Array(pdf), useSystemFonts: false }).promise;
  const pages: string[] = [];
  for (let number = 1; number <= document.numPages; number++) {
    const page = await document.getPage(number);
    const content = await page.getTextContent();
    pages.push(content.items.map((item) => ('str' in item ? item.str : '')).join(' '));
  }
  await document.destroy();
  return { text: pages.join('\n').replace(/[ \t]+/g, ' '), pages: document.numPages };
}
