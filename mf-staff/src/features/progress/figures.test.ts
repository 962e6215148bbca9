import { change, figure } from './figures';

test('figures read with a comma and units, changes with their sign', () => {
  expect(figure(69.4, 'кг')).toBe('69,4 кг');
  expect(figure(null, 'см')).toBe('—');
  expect(change(-0.8, 'кг')).toBe('−0,8 кг');
  expect(change(0.5, 'см')).toBe('+0,5 см');
  expect(change(0, 'см')).toBe('без изменений');
  expect(change(null, 'см')).toBe('—');
});
