import { msg } from '../i18n/translator';

/**
 * The countries whose addresses name a state, province or prefecture (issue #43), with the word
 * their people use for it. Where the post needs it the field is required; for the US, Canada and
 * Australia it is picked from the list (its code is printed: "Austin, TX 78701").
 */
export interface RegionRule {
  /** The field's label: "State", "Province", "Prefecture", "County". */
  label: string;
  required: boolean;
  /** The codes to pick from, with their names; absent: typed. */
  options?: readonly { code: string; name: string }[];
}

const list = (text: string) =>
  text.split(';').map((pair) => {
    const [code = '', name = ''] = pair.split(':');
    return { code, name };
  });

const US_STATES = list(
  'AL:Alabama;AK:Alaska;AZ:Arizona;AR:Arkansas;CA:California;CO:Colorado;CT:Connecticut;DE:Delaware;' +
    'DC:District of Columbia;FL:Florida;GA:Georgia;HI:Hawaii;ID:Idaho;IL:Illinois;IN:Indiana;IA:Iowa;KS:Kansas;' +
    'KY:Kentucky;LA:Louisiana;ME:Maine;MD:Maryland;MA:Massachusetts;MI:Michigan;MN:Minnesota;MS:Mississippi;' +
    'MO:Missouri;MT:Montana;NE:Nebraska;NV:Nevada;NH:New Hampshire;NJ:New Jersey;NM:New Mexico;NY:New York;' +
    'NC:North Carolina;ND:North Dakota;OH:Ohio;OK:Oklahoma;OR:Oregon;PA:Pennsylvania;RI:Rhode Island;' +
    'SC:South Carolina;SD:South Dakota;TN:Tennessee;TX:Texas;UT:Utah;VT:Vermont;VA:Virginia;WA:Washington;' +
    'WV:West Virginia;WI:Wisconsin;WY:Wyoming',
);

const CA_PROVINCES = list(
  'AB:Alberta;BC:British Columbia;MB:Manitoba;NB:New Brunswick;NL:Newfoundland and Labrador;' +
    'NT:Northwest Territories;NS:Nova Scotia;NU:Nunavut;ON:Ontario;PE:Prince Edward Island;QC:Quebec;' +
    'SK:Saskatchewan;YT:Yukon',
);

const AU_STATES = list(
  'ACT:Australian Capital Territory;NSW:New South Wales;NT:Northern Territory;QLD:Queensland;' +
    'SA:South Australia;TAS:Tasmania;VIC:Victoria;WA:Western Australia',
);

const RULES: Readonly<Record<string, RegionRule>> = {
  US: { label: 'State', required: true, options: US_STATES },
  CA: { label: 'Province', required: true, options: CA_PROVINCES },
  AU: { label: 'State', required: true, options: AU_STATES },
  IT: { label: 'Province', required: true },
  MX: { label: 'State', required: true },
  BR: { label: 'State', required: true },
  IN: { label: 'State', required: true },
  JP: { label: 'Prefecture', required: true },
  CN: { label: 'Province', required: true },
  AR: { label: 'Province', required: false },
  ES: { label: 'Province', required: false },
  IE: { label: 'County', required: false },
};

/** The country's region rule; undefined when its addresses name none. */
export function regionRule(countryCode: string | undefined): RegionRule | undefined {
  return countryCode ? RULES[countryCode.toUpperCase()] : undefined;
}

/** The region's code when it was picked from a list or typed as one ("tx", "Texas"); else the text as typed. */
export function regionCode(countryCode: string | undefined, region: string): string {
  const options = regionRule(countryCode)?.options;
  const text = region.trim();
  if (!options) return text;
  const upper = text.toUpperCase();
  return options.find((o) => o.code === upper || o.name.toUpperCase() === upper)?.code ?? text;
}

/** The errors' words by the field's label, each a catalogue message (`t(problem)` shows it). */
const REQUIRED: Readonly<Record<string, string>> = {
  State: msg('State is required'),
  Province: msg('Province is required'),
  Prefecture: msg('Prefecture is required'),
  County: msg('County is required'),
};
const NOT_LISTED: Readonly<Record<string, string>> = {
  State: msg('Choose a state from the list'),
  Province: msg('Choose a province from the list'),
};

/** What the field's error says when it is empty or not one of the list. */
export function regionProblem(countryCode: string | undefined, region: string | undefined): string | undefined {
  const rule = regionRule(countryCode);
  if (!rule) return undefined;
  const text = (region ?? '').trim();
  if (text === '') return rule.required ? (REQUIRED[rule.label] ?? `${rule.label} is required`) : undefined;
  if (rule.options && !rule.options.some((o) => o.code === regionCode(countryCode, text)))
    return NOT_LISTED[rule.label] ?? `Choose a ${rule.label.toLowerCase()} from the list`;
  return undefined;
}
