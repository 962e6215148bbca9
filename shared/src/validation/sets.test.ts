import { acceptSetValue, SET_LIMITS, setInputMaxLength, setPickerValues } from '.';

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
