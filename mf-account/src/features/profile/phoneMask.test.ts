import {
  formatNational,
  fullPhone,
  nationalMask,
  nationalPart,
  remask,
  toImaskPattern,
} from './phoneMask';
import { phoneDigitCount, phoneDigitsMin } from '@club/shared/validation';

const RU = { code: '+7', mask: '+7 (###) ###-##-##' };
const BY = { code: '+375', mask: '+375 (##) ###-##-##' };
const UA = { code: '+380', mask: '+380 (##) ###-##-##' };
const AM = { code: '+374', mask: '+374 (##) ###-###' };

test("'#' becomes imask's digit '0'; imask's own characters stay fixed", () => {
  expect(toImaskPattern('+7 (###) ###-##-##')).toBe('+7 (000) 000-00-00');
  // the 0 of +380 is a fixed character, not a digit slot
  expect(toImaskPattern('+380 (##) ###-##-##')).toBe('+38\\0 (00) 000-00-00');
  expect(toImaskPattern('a*[#]')).toBe('\\a\\*\\[0\\]');
});

test('the input masks only the national part; the code is in the dropdown', () => {
  expect(nationalMask(RU)).toBe('(###) ###-##-##');
  expect(nationalMask(UA)).toBe('(##) ###-##-##');
  expect(nationalMask({ code: '+1', mask: '(###) ###' })).toBe('(###) ###');
});

test.each([
  [RU, '9161234567', '(916) 123-45-67'],
  [BY, '291234567', '(29) 123-45-67'],
  [UA, '501234567', '(50) 123-45-67'],
  [AM, '91234567', '(91) 234-567'],
  // extra digits are dropped
  [AM, '9123456789', '(91) 234-567'],
  [RU, '916', '(916'],
])('digits are formatted by the mask %#', (mask, digits, text) => {
  expect(formatNational(digits, mask)).toBe(text);
});

test('a stored phone splits into code and national part, and back', () => {
  expect(nationalPart('+7 (916) 123-45-67', RU)).toBe('(916) 123-45-67');
  expect(nationalPart('+375 (29) 123-45-67', BY)).toBe('(29) 123-45-67');
  // a national number beginning with the code's digit keeps it
  expect(nationalPart('+7 (701) 555-44-33', RU)).toBe('(701) 555-44-33');
  expect(fullPhone('(916) 123-45-67', RU)).toBe('+7 (916) 123-45-67');
  expect(fullPhone('', RU)).toBe('');
  expect(fullPhone('+12345', null)).toBe('+12345');
  expect(nationalPart('+1 234 567', null)).toBe('+1234567');
});

test('picking another code keeps the digits typed so far', () => {
  expect(remask('(916) 123-45-67', BY)).toBe('(91) 612-34-56');
  expect(remask('(29) 123', RU)).toBe('(291) 23');
});

test('the minimum length is the digit slots of the mask, counted on the national part', () => {
  expect(phoneDigitsMin(RU.mask)).toBe(10);
  expect(phoneDigitsMin(BY.mask)).toBe(9);
  expect(phoneDigitsMin(AM.mask)).toBe(8);
  expect(phoneDigitCount('(916) 123-45-67', RU.mask)).toBe(10);
  expect(phoneDigitCount('(91) 234', AM.mask)).toBe(5);
  expect(phoneDigitsMin(null)).toBe(4);
});
