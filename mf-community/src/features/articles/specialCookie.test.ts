import { seenSpecialId, shouldShowSpecial, specialCookieValue } from './specialCookie';

describe('the special article cookie', () => {
  it('is kept for 14515200 s on the whole site', () => {
    expect(specialCookieValue(45)).toBe(
      'club_special_article=45; max-age=14515200; path=/; SameSite=Lax',
    );
  });

  it('reads the id last acknowledged', () => {
    expect(seenSpecialId('a=1; club_special_article=45; b=2')).toBe('45');
    expect(seenSpecialId('a=1')).toBeNull();
  });

  it('shows the dialog only for a special article other than the one seen', () => {
    expect(shouldShowSpecial(45, null)).toBe(true);
    expect(shouldShowSpecial(45, '45')).toBe(false);
    expect(shouldShowSpecial(46, '45')).toBe(true);
    expect(shouldShowSpecial(null, null)).toBe(false);
  });
});
