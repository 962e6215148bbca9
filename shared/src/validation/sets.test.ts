import {
  acceptSetValue,
  doneValueInRange,
  SET_LIMITS,
  setInputMaxLength,
  setPickerValues,
  setValueMax,
  typedSetValue,
} from '.';

describe('workout set values', () => {
  it('has the spec limits', () => {
    expect(SET_LIMITS.weight).toEqual({ min: 0, max: 300, step: 0.25, maxLength: 6 });
    expect(SET_LIMITS.count).toEqual({ min: 1, max: 300, step: 1, maxLength: 2 });
    expect(SET_LIMITS.duration).toEqual({ min: 1, max: 300, step: 1, maxLength: 3 });
    expect(SET_LIMITS.maxType).toBe(999);
    expect(setInputMaxLength('weight')).toBe(6);
    expect(setInputMaxLength('count')).toBe(2);
    expect(setInputMaxLength('count', true)).toBe(3);
    expect(setInputMaxLength('duration')).toBe(3);
  });

  it('accepts whole counts and durations at or above 1', () => {
    expect(acceptSetValue('count', '12')).toBe(12);
    expect(acceptSetValue('count', '0')).toBeNull();
    expect(acceptSetValue('count', '1.5')).toBeNull();
    expect(acceptSetValue('count', '')).toBeNull();
    expect(acceptSetValue('count', '120')).toBeNull();
    expect(acceptSetValue('count', '120', { max: true })).toBe(120);
    expect(acceptSetValue('duration', '300')).toBe(300);
    expect(acceptSetValue('duration', '45s')).toBeNull();
    expect(acceptSetValue('duration', '1000')).toBeNull();
  });

  it('accepts weights with up to 3 integer digits and 1-2 decimals', () => {
    expect(acceptSetValue('weight', '20')).toBe(20);
    expect(acceptSetValue('weight', '0')).toBe(0);
    expect(acceptSetValue('weight', '12.5')).toBe(12.5);
    expect(acceptSetValue('weight', '12,25')).toBe(12.25);
    expect(acceptSetValue('weight', '102.75')).toBe(102.75);
    expect(acceptSetValue('weight', '12.255')).toBeNull();
    expect(acceptSetValue('weight', '1000')).toBeNull();
    expect(acceptSetValue('weight', '-5')).toBeNull();
    expect(acceptSetValue('weight', 'abc')).toBeNull();
  });

  it('builds picker values', () => {
    const weights = setPickerValues('weight');
    expect(weights[0]).toBe(0);
    expect(weights[1]).toBe(0.25);
    expect(weights[weights.length - 1]).toBe(300);
    expect(weights).toHaveLength(1201);
    expect(setPickerValues('count')).toHaveLength(300);
    expect(setPickerValues('count', true).at(-1)).toBe(999);
  });
});

describe('set value limits and typing (spec part 1 §5, §9)', () => {
  it('ignores typed values above the picker limits', () => {
    expect(acceptSetValue('weight', '300')).toBe(300);
    expect(acceptSetValue('weight', '300.25')).toBeNull();
    expect(acceptSetValue('weight', '999')).toBeNull();
    expect(acceptSetValue('duration', '300')).toBe(300);
    expect(acceptSetValue('duration', '301')).toBeNull();
    expect(acceptSetValue('duration', '999')).toBeNull();
    expect(acceptSetValue('count', '99')).toBe(99);
    expect(acceptSetValue('count', '999', { max: true })).toBe(999);
    expect(acceptSetValue('duration', '999', { max: true })).toBe(999);
    expect(setValueMax('weight', true)).toBe(300);
    expect(setValueMax('count')).toBe(300);
  });

  it('keeps only digits in the count and duration fields while typing', () => {
    expect(typedSetValue('count', '1', '')).toBe('1');
    expect(typedSetValue('count', '12', '1')).toBe('12');
    expect(typedSetValue('count', '1a', '1')).toBe('1');
    expect(typedSetValue('count', 'a', '')).toBe('');
    expect(typedSetValue('count', '1.', '1')).toBe('1');
    expect(typedSetValue('count', '-1', '')).toBe('');
    expect(typedSetValue('count', '123', '12')).toBe('12');
    expect(typedSetValue('count', '123', '12', true)).toBe('123');
    expect(typedSetValue('duration', '45', '4')).toBe('45');
    expect(typedSetValue('duration', '45s', '45')).toBe('45');
    expect(typedSetValue('duration', '301', '30')).toBe('30');
    expect(typedSetValue('count', '', '12')).toBe('');
  });

  it('keeps the weight format while typing: 3 integer digits, a separator, 2 decimals, <= 300', () => {
    expect(typedSetValue('weight', '1', '')).toBe('1');
    expect(typedSetValue('weight', '12.', '12')).toBe('12.');
    expect(typedSetValue('weight', '12,5', '12,')).toBe('12,5');
    expect(typedSetValue('weight', '12.25', '12.2')).toBe('12.25');
    expect(typedSetValue('weight', '12.255', '12.25')).toBe('12.25');
    expect(typedSetValue('weight', '12.2.', '12.2')).toBe('12.2');
    expect(typedSetValue('weight', '1234', '123')).toBe('123');
    expect(typedSetValue('weight', '12a', '12')).toBe('12');
    expect(typedSetValue('weight', '.5', '')).toBe('');
    expect(typedSetValue('weight', '300', '30')).toBe('300');
    expect(typedSetValue('weight', '999', '99')).toBe('99');
    expect(typedSetValue('weight', '300.5', '300.')).toBe('300.');
  });

  it('checks reported values against their set (the server rule)', () => {
    expect(doneValueInRange('weight', 300)).toBe(true);
    expect(doneValueInRange('weight', 999)).toBe(false);
    expect(doneValueInRange('count', 0)).toBe(true);
    expect(doneValueInRange('count', 300)).toBe(true);
    expect(doneValueInRange('count', 301)).toBe(false);
    expect(doneValueInRange('count', 999, true)).toBe(true);
    expect(doneValueInRange('duration', 999)).toBe(false);
    expect(doneValueInRange('duration', null)).toBe(true);
    expect(doneValueInRange('duration', undefined)).toBe(true);
    expect(doneValueInRange('weight', -1)).toBe(false);
  });
});
