import {
  applyMeasurementKey,
  applyWeightKey,
  isValidWeight,
  measurementOnBlur,
  nextWeightValue,
  weightOnBlur,
} from '.';

const type = (keys: string, start = '') => Array.from(keys).reduce(applyWeightKey, start);

describe('applyWeightKey', () => {
  it('accepts digits only', () => {
    expect(applyWeightKey('', 'a')).toBe('');
    expect(applyWeightKey('7', '-')).toBe('7');
    expect(applyWeightKey('7', 'Enter')).toBe('7');
    expect(type('7x5')).toBe('75.');
  });

  it('rejects 0 as the first digit', () => {
    expect(applyWeightKey('', '0')).toBe('');
    expect(type('05')).toBe('5');
  });

  it('does not auto-dot 10..29', () => {
    expect(type('25')).toBe('25');
    expect(type('21')).toBe('21');
    expect(type('29')).toBe('29');
    expect(type('10')).toBe('10');
    expect(type('20')).toBe('20');
  });

  it('auto-dots 30..99', () => {
    expect(type('30')).toBe('30.');
    expect(type('35')).toBe('35.');
    expect(type('99')).toBe('99.');
    expect(type('355')).toBe('35.5');
  });

  it('allows three integer digits up to 200 and rejects more', () => {
    expect(type('150')).toBe('150');
    expect(type('199')).toBe('199');
    expect(type('200')).toBe('200');
    expect(applyWeightKey('20', '1')).toBe('20');
    expect(applyWeightKey('29', '0')).toBe('29');
    expect(applyWeightKey('25', '3')).toBe('25');
  });

  it('takes one decimal only', () => {
    expect(type('25.5')).toBe('25.5');
    expect(applyWeightKey('25.5', '1')).toBe('25.5');
    expect(applyWeightKey('35.', '.')).toBe('35.');
    expect(type('150.5')).toBe('150.5');
  });

  it('turns a digit after three integer digits into the decimal', () => {
    expect(applyWeightKey('150', '5')).toBe('150.5');
    expect(applyWeightKey('199', '9')).toBe('199.9');
  });

  it('accepts only a 0 decimal from 200', () => {
    expect(applyWeightKey('200.', '5')).toBe('200.');
    expect(type('200.5')).toBe('200.');
    expect(applyWeightKey('200.', '0')).toBe('200.0');
    expect(applyWeightKey('200', '5')).toBe('200');
    expect(applyWeightKey('200', '0')).toBe('200.0');
  });

  it('needs two integer digits before a typed point, and accepts a comma', () => {
    expect(applyWeightKey('', '.')).toBe('');
    expect(applyWeightKey('2', '.')).toBe('2');
    expect(applyWeightKey('25', ',')).toBe('25.');
    expect(applyWeightKey('150', '.')).toBe('150.');
  });

  it('keeps at most 5 characters', () => {
    expect(applyWeightKey('150.5', '5')).toBe('150.5');
    expect(type('1505555')).toBe('150.5');
  });

  it('deletes with Backspace', () => {
    expect(applyWeightKey('35.', 'Backspace')).toBe('35');
    expect(applyWeightKey('', 'Backspace')).toBe('');
  });
});

describe('applyMeasurementKey', () => {
  it('auto-dots from 20 in the dynamics form', () => {
    expect(applyMeasurementKey('2', '0', { autoDotFrom: 20 })).toBe('20.');
    expect(applyMeasurementKey('2', '5', { autoDotFrom: 20 })).toBe('25.');
    expect(applyMeasurementKey('1', '9', { autoDotFrom: 20 })).toBe('19');
  });
});

describe('nextWeightValue (onChange)', () => {
  it('replays typed text and keeps deletions', () => {
    expect(nextWeightValue('3', '35')).toBe('35.');
    expect(nextWeightValue('35.', '35')).toBe('35');
    expect(nextWeightValue('', '0x72.55')).toBe('72.5');
    expect(nextWeightValue('20', '201')).toBe('20');
  });
});

describe('weightOnBlur', () => {
  it('pads to one decimal', () => {
    expect(weightOnBlur('25')).toBe('25.0');
    expect(weightOnBlur('150')).toBe('150.0');
    expect(weightOnBlur('25.')).toBe('25.0');
    expect(weightOnBlur('25.5')).toBe('25.5');
    expect(weightOnBlur('150.')).toBe('150.');
    expect(weightOnBlur('7')).toBe('7');
    expect(weightOnBlur('')).toBe('');
    expect(measurementOnBlur('150.', { padAnyTrailingDot: true })).toBe('150.0');
  });
});

describe('isValidWeight', () => {
  it('accepts 00.0 texts up to 200', () => {
    expect(isValidWeight('25.0')).toBe(true);
    expect(isValidWeight('200.0')).toBe(true);
    expect(isValidWeight('72')).toBe(true);
    expect(isValidWeight(72.5)).toBe(true);
    expect(isValidWeight('200.5')).toBe(false);
    expect(isValidWeight('7.0')).toBe(false);
    expect(isValidWeight('')).toBe(false);
    expect(isValidWeight(null)).toBe(false);
    expect(isValidWeight('72', { requireDot: true })).toBe(false);
    expect(isValidWeight('72.0', { requireDot: true })).toBe(true);
  });
});
