/** Which codes a barcode symbology can print (docs/screens.md#products), and the GS1 check digit. */
import type { BarcodeSymbology } from './shop-constants';

/** GS1 check digit (EAN-13, UPC-A) of the digits before it. */
export function gtinCheckDigit(digits: string): number {
  let sum = 0;
  // Weights 3,1,3,… from the rightmost digit before the check digit.
  for (let index = 0; index < digits.length; index += 1) {
    const digit = Number(digits[digits.length - 1 - index]);
    sum += index % 2 === 0 ? digit * 3 : digit;
  }
  return (10 - (sum % 10)) % 10;
}

const CODE_39_TEXT = /^[0-9A-Z \-.$/+%]+$/;
const PRINTABLE_ASCII = /^[\x20-\x7e]+$/;

/** Why `code` cannot be printed in `symbology`, or null when it can. */
export function productCodeProblem(code: string, symbology: BarcodeSymbology): string | null {
  switch (symbology) {
    case 'Code 128':
      return PRINTABLE_ASCII.test(code) ? null : 'Code 128 takes letters, digits, spaces and punctuation only.';
    case 'Code 39':
      return CODE_39_TEXT.test(code) ? null : 'Code 39 takes only capital letters A-Z, digits, spaces and - . $ / + %.';
    case 'EAN-13':
      if (!/^\d{12,13}$/.test(code)) return 'EAN-13 takes 12 digits, or 13 with the check digit.';
      if (code.length === 13 && gtinCheckDigit(code.slice(0, 12)) !== Number(code[12])) return 'The last digit is not the EAN-13 check digit.';
      return null;
    case 'UPC-A':
      if (!/^\d{11,12}$/.test(code)) return 'UPC-A takes 11 digits, or 12 with the check digit.';
      if (code.length === 12 && gtinCheckDigit(code.slice(0, 11)) !== Number(code[11])) return 'The last digit is not the UPC-A check digit.';
      return null;
  }
}
