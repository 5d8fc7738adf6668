/**
 * Passwords of at least the minimum length (10) that appear near the top of public leak lists, so
 * the length rule alone would let them through. Source: every entry of ten characters or more among
 * the first ten thousand of SecLists' `Passwords/Common-Credentials/10-million-password-list-top-100000.txt`
 * (danielmiessler/SecLists, MIT), the same patterns in Danish and German (the portal's languages),
 * the portal's own words, and a season or month with a year. A bundled list, not a package: the
 * maintained npm lists are either unmaintained or megabytes of words shorter than our minimum (see
 * ADR 0031). Compared lower-cased, and again with everything but letters and digits removed.
 */
const LISTED: readonly string[] = [
  '1234567890', '0987654321', '12345678910', '123456789a', 'a123456789', '1234567891', '1111111111', '0000000000',
  '123123123123', '123456123456', '1234512345', '1122334455', '1234554321', '9876543210', '5555555555', '7777777777',
  'qwertyuiop', 'qwertyuiop123', 'qwerty1234', 'qwerty12345', 'qwerty123456', 'asdfghjkl1', 'asdfghjkl123', 'zxcvbnm123',
  '1q2w3e4r5t', '1q2w3e4r5t6y', 'q1w2e3r4t5', 'q1w2e3r4t5y6', '1qaz2wsx3edc', 'zaq12wsxcde3', 'zaq1zaq1zaq1', '1qazxsw23edc',
  'password12', 'password123', 'password1234', 'password12345', 'password!1', 'passw0rd123', 'p@ssw0rd123', 'passwordpassword',
  'iloveyou12', 'iloveyou123', 'football123', 'baseball123', 'basketball', 'basketball1', 'superman123', 'batman1234',
  'monkey12345', 'dragon1234', 'welcome123', 'welcome1234', 'sunshine123', 'princess123', 'letmein123', 'trustno1234',
  'abcdefghij', 'abcdefg123', 'abcd123456', 'abc1234567', 'abcdef1234', 'abc123abc123', 'computer123', 'internet123',
  'michael123', 'jennifer123', 'charlie123', 'liverpool1', 'liverpool123', 'chelsea123', 'arsenal123', 'manchester',
  'starwars123', 'pokemon123', 'minecraft1', 'minecraft123', 'administrator', 'admin12345', 'admin123456', 'adminadmin',
  'changeme123', 'default123', 'secret1234', 'whatever123', 'qazwsxedcrfv', 'mypassword', 'mypassword1', 'mypassword123',
  'thomas1234', 'summer2020', 'summer2021', 'summer2022', 'summer2023', 'summer2024', 'summer2025', 'winter2024', 'winter2025',
  'spring2024', 'autumn2024', 'january2024', 'football1', 'chocolate1', 'butterfly1', 'fuckyou123', 'loveyou123',
  // Danish
  'kodeord123', 'kodeord1234', 'adgangskode', 'adgangskode1', 'adgangskode123', 'velkommen1', 'velkommen123', 'sommer2023',
  'sommer2024', 'sommer2025', 'vinter2024', 'vinter2025', 'danmark123', 'danmark1234', 'hejmeddig1', 'hejmeddig123',
  'jegelskerdig', 'fodbold123', 'kobenhavn1', 'koebenhavn', 'password2024', 'password2025', 'nordisksikring',
  // German
  'passwort12', 'passwort123', 'passwort1234', 'hallo12345', 'hallo123456', 'willkommen', 'willkommen1', 'willkommen123',
  'schalke04!', 'fussball123', 'ichliebedich', 'deutschland', 'deutschland1', 'geheim1234', 'sommer2026', 'winter2026',
  // The rest of the first ten thousand's entries of ten characters or more (lower-cased), then the
  // portal's own words.
  '4815162342', '1029384756', '0123456789', '123qweasdzxc', '12345qwert', '1123581321', 'usuckballz1', 'soso123aljg',
  'mailcreated5240', 'nuttertools', '123456qwerty', '1234567890q', 'rjirfrgbde', '123456789z', 'poiuytrewq', 'sojdlg123aljg',
  'fktrcfylhf', 'multiplelo', 'christopher', 'motherlode', 'undertaker', 'sersolution', 'montgom240', 'california',
  'enterprise', 'terminator', 'qwertyqwerty', '123456654321', '1357924680', 'leavemealone', '1234567890a', 'gfhjkmgfhjkm',
  '7ugd5hip2j', '9293709b13', 'qazwsxedc123', 'yjdsqgfhjkm', 'rjycnfynby', 'polniypizdec0211', 'abrakadabra', 'aleksandra',
  'realmadrid', 'playstation', 'motherfucker', 'dragonball', 'washington', 'strawberry', 'harrypotter', 'zxcvbnm123',
  'good123654', '7894561230', 'fuckinside', 'microphone', 'alessandro', 'ghostrider', 'tinkerbell', 'ghjcnjgfhjkm',
  'underground', 'zxcasdqwe123', 'qwert12345', '123456789s', 'ghhh47hj7649', '123456789q', 'konstantin', 'hellokitty',
  'university', '9999999999', '12345qwerty', 'intercourse', 'htubcnhfwbz', 'nthvbyfnjh', 'mississippi', 'ironmaiden',
  'sonyericsson', 'penetration', 'skateboard', 'evangelion', '0192837465', 'q123456789', 'tokiohotel', 'vqsablpzla',
  'masterbate', 'absolutely', '1234567890-', '1212121212', '123456789m', '2222222222', '123456789qwe', '1234567899',
  '1234509876', '123456789d', 'qwerasdfzxcv', 'azertyuiop', 'revolution', 'masterbating', 'vfntvfnbrf', 'experienced',
  'ghjcnbnenrf', 'dragonballz', 'cheerleaers', 'password99', 'qwertzuiop', 'qwertzuiop1', 'asdfghjklæ', 'asdfghjklø',
  'kundeportal', 'kundeportal1', 'kundeportal123', 'kundenportal', 'kundenportal1', 'customerportal', 'brandalarm1',
  'sprinkler123', 'servicetekniker', 'hovedkontor', 'velkommen2024', 'velkommen2025', 'velkommen2026', 'welcome2024',
  'welcome2025', 'welcome2026', 'passwort2024', 'passwort2025', 'passwort2026', 'password2026', 'kodeord2025', 'kodeord2026',
];

/** Seasons and months (da, en, de) followed by a year, with and without a trailing "!": "Sommer2026!". */
const SEASONS_AND_MONTHS = [
  'sommer', 'vinter', 'foraar', 'forår', 'efteraar', 'efterår', 'summer', 'winter', 'spring', 'autumn', 'frühling', 'fruehling', 'herbst',
  'januar', 'februar', 'marts', 'april', 'maj', 'juni', 'juli', 'august', 'september', 'oktober', 'november', 'december',
  'january', 'february', 'march', 'june', 'july', 'october', 'märz', 'maerz', 'mai', 'dezember',
];
const YEARS = Array.from({ length: 21 }, (_, index) => 2015 + index);

/** The bundled list plus the season-and-year passwords of 2015 to 2035 (those of ten characters or more). */
export const COMMON_PASSWORDS: readonly string[] = [
  ...LISTED,
  ...SEASONS_AND_MONTHS.flatMap((word) => YEARS.flatMap((year) => [`${word}${year}`, `${word}${year}!`])).filter((password) => [...password].length >= 10),
];
