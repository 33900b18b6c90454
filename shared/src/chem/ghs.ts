/**
 * GHS hazard statements (UN GHS Rev. 9, Annex 3, sections A3.1.1–A3.1.3, with the combined
 * statements of A3.1.2) and the EU CLP variants that narrow H350 and H360/H361, which Korean and
 * European safety data sheets print as such. The Korean texts follow the wording of Korean GHS
 * safety data sheets (고용노동부 고시 「화학물질의 분류·표시 및 물질안전보건자료에 관한 기준」).
 */
export interface HazardStatementText {
  en: string;
  ko: string;
}

const statements = {
  // Physical hazards
  H200: { en: "Unstable explosive", ko: "불안정한 폭발물" },
  H201: { en: "Explosive; mass explosion hazard", ko: "폭발성 물질; 대폭발 위험" },
  H202: { en: "Explosive; severe projection hazard", ko: "폭발성 물질; 심한 발사 위험" },
  H203: { en: "Explosive; fire, blast or projection hazard", ko: "폭발성 물질; 화재, 폭발 또는 발사 위험" },
  H204: { en: "Fire or projection hazard", ko: "화재 또는 발사 위험" },
  H205: { en: "May mass explode in fire", ko: "화재 시 대폭발할 수 있음" },
  H206: {
    en: "Fire, blast or projection hazard; increased risk of explosion if desensitizing agent is reduced",
    ko: "화재, 폭발 또는 발사 위험; 둔감제가 감소되면 폭발 위험이 증가함",
  },
  H207: {
    en: "Fire or projection hazard; increased risk of explosion if desensitizing agent is reduced",
    ko: "화재 또는 발사 위험; 둔감제가 감소되면 폭발 위험이 증가함",
  },
  H208: {
    en: "Fire hazard; increased risk of explosion if desensitizing agent is reduced",
    ko: "화재 위험; 둔감제가 감소되면 폭발 위험이 증가함",
  },
  H220: { en: "Extremely flammable gas", ko: "극인화성 가스" },
  H221: { en: "Flammable gas", ko: "인화성 가스" },
  H222: { en: "Extremely flammable aerosol", ko: "극인화성 에어로졸" },
  H223: { en: "Flammable aerosol", ko: "인화성 에어로졸" },
  H224: { en: "Extremely flammable liquid and vapour", ko: "극인화성 액체 및 증기" },
  H225: { en: "Highly flammable liquid and vapour", ko: "고인화성 액체 및 증기" },
  H226: { en: "Flammable liquid and vapour", ko: "인화성 액체 및 증기" },
  H227: { en: "Combustible liquid", ko: "가연성 액체" },
  H228: { en: "Flammable solid", ko: "인화성 고체" },
  H229: { en: "Pressurized container: may burst if heated", ko: "압력용기: 가열하면 터질 수 있음" },
  H230: { en: "May react explosively even in the absence of air", ko: "공기가 없어도 폭발적으로 반응할 수 있음" },
  H231: {
    en: "May react explosively even in the absence of air at elevated pressure and/or temperature",
    ko: "높은 압력 및/또는 온도에서는 공기가 없어도 폭발적으로 반응할 수 있음",
  },
  H232: { en: "May ignite spontaneously if exposed to air", ko: "공기에 노출되면 자연발화할 수 있음" },
  H240: { en: "Heating may cause an explosion", ko: "가열하면 폭발할 수 있음" },
  H241: { en: "Heating may cause a fire or explosion", ko: "가열하면 화재 또는 폭발을 일으킬 수 있음" },
  H242: { en: "Heating may cause a fire", ko: "가열하면 화재를 일으킬 수 있음" },
  H250: { en: "Catches fire spontaneously if exposed to air", ko: "공기에 노출되면 자연발화함" },
  H251: { en: "Self-heating; may catch fire", ko: "자기발열성; 화재를 일으킬 수 있음" },
  H252: {
    en: "Self-heating in large quantities; may catch fire",
    ko: "많은 양일 때 자기발열성; 화재를 일으킬 수 있음",
  },
  H260: {
    en: "In contact with water releases flammable gases which may ignite spontaneously",
    ko: "물과 접촉 시 자연발화할 수 있는 인화성 가스를 발생시킴",
  },
  H261: { en: "In contact with water releases flammable gas", ko: "물과 접촉 시 인화성 가스를 발생시킴" },
  H270: { en: "May cause or intensify fire; oxidizer", ko: "화재를 일으키거나 강렬하게 함; 산화제" },
  H271: { en: "May cause fire or explosion; strong oxidizer", ko: "화재 또는 폭발을 일으킬 수 있음; 강산화제" },
  H272: { en: "May intensify fire; oxidizer", ko: "화재를 강렬하게 함; 산화제" },
  H280: {
    en: "Contains gas under pressure; may explode if heated",
    ko: "고압가스 포함; 가열하면 폭발할 수 있음",
  },
  H281: {
    en: "Contains refrigerated gas; may cause cryogenic burns or injury",
    ko: "냉동액화가스 포함; 극저온의 화상 또는 손상을 일으킬 수 있음",
  },
  H282: {
    en: "Extremely flammable chemical under pressure: may explode if heated",
    ko: "극인화성 가압 화학물질: 가열하면 폭발할 수 있음",
  },
  H283: {
    en: "Flammable chemical under pressure: may explode if heated",
    ko: "인화성 가압 화학물질: 가열하면 폭발할 수 있음",
  },
  H284: { en: "Chemical under pressure: may explode if heated", ko: "가압 화학물질: 가열하면 폭발할 수 있음" },
  H290: { en: "May be corrosive to metals", ko: "금속을 부식시킬 수 있음" },

  // Health hazards
  H300: { en: "Fatal if swallowed", ko: "삼키면 치명적임" },
  H301: { en: "Toxic if swallowed", ko: "삼키면 유독함" },
  H302: { en: "Harmful if swallowed", ko: "삼키면 유해함" },
  H303: { en: "May be harmful if swallowed", ko: "삼키면 유해할 수 있음" },
  H304: { en: "May be fatal if swallowed and enters airways", ko: "삼켜서 기도로 유입되면 치명적일 수 있음" },
  H305: { en: "May be harmful if swallowed and enters airways", ko: "삼켜서 기도로 유입되면 유해할 수 있음" },
  H310: { en: "Fatal in contact with skin", ko: "피부와 접촉하면 치명적임" },
  H311: { en: "Toxic in contact with skin", ko: "피부와 접촉하면 유독함" },
  H312: { en: "Harmful in contact with skin", ko: "피부와 접촉하면 유해함" },
  H313: { en: "May be harmful in contact with skin", ko: "피부와 접촉하면 유해할 수 있음" },
  H314: { en: "Causes severe skin burns and eye damage", ko: "피부에 심한 화상과 눈에 손상을 일으킴" },
  H315: { en: "Causes skin irritation", ko: "피부에 자극을 일으킴" },
  H316: { en: "Causes mild skin irritation", ko: "피부에 경미한 자극을 일으킴" },
  H317: { en: "May cause an allergic skin reaction", ko: "알레르기성 피부 반응을 일으킬 수 있음" },
  H318: { en: "Causes serious eye damage", ko: "눈에 심한 손상을 일으킴" },
  H319: { en: "Causes serious eye irritation", ko: "눈에 심한 자극을 일으킴" },
  H320: { en: "Causes eye irritation", ko: "눈에 자극을 일으킴" },
  H330: { en: "Fatal if inhaled", ko: "흡입하면 치명적임" },
  H331: { en: "Toxic if inhaled", ko: "흡입하면 유독함" },
  H332: { en: "Harmful if inhaled", ko: "흡입하면 유해함" },
  H333: { en: "May be harmful if inhaled", ko: "흡입하면 유해할 수 있음" },
  H334: {
    en: "May cause allergy or asthma symptoms or breathing difficulties if inhaled",
    ko: "흡입 시 알레르기성 반응, 천식 또는 호흡 곤란 등을 일으킬 수 있음",
  },
  H335: { en: "May cause respiratory irritation", ko: "호흡기계 자극을 일으킬 수 있음" },
  H336: { en: "May cause drowsiness or dizziness", ko: "졸음 또는 현기증을 일으킬 수 있음" },
  H340: { en: "May cause genetic defects", ko: "유전적인 결함을 일으킬 수 있음" },
  H341: { en: "Suspected of causing genetic defects", ko: "유전적인 결함을 일으킬 것으로 의심됨" },
  H350: { en: "May cause cancer", ko: "암을 일으킬 수 있음" },
  H350i: { en: "May cause cancer by inhalation", ko: "흡입하면 암을 일으킬 수 있음" },
  H351: { en: "Suspected of causing cancer", ko: "암을 일으킬 것으로 의심됨" },
  H360: { en: "May damage fertility or the unborn child", ko: "태아 또는 생식능력에 손상을 일으킬 수 있음" },
  H360F: { en: "May damage fertility", ko: "생식능력에 손상을 일으킬 수 있음" },
  H360D: { en: "May damage the unborn child", ko: "태아에 손상을 일으킬 수 있음" },
  H360FD: {
    en: "May damage fertility. May damage the unborn child",
    ko: "생식능력에 손상을 일으킬 수 있음. 태아에 손상을 일으킬 수 있음",
  },
  H360Fd: {
    en: "May damage fertility. Suspected of damaging the unborn child",
    ko: "생식능력에 손상을 일으킬 수 있음. 태아에 손상을 일으킬 것으로 의심됨",
  },
  H360Df: {
    en: "May damage the unborn child. Suspected of damaging fertility",
    ko: "태아에 손상을 일으킬 수 있음. 생식능력에 손상을 일으킬 것으로 의심됨",
  },
  H361: {
    en: "Suspected of damaging fertility or the unborn child",
    ko: "태아 또는 생식능력에 손상을 일으킬 것으로 의심됨",
  },
  H361f: { en: "Suspected of damaging fertility", ko: "생식능력에 손상을 일으킬 것으로 의심됨" },
  H361d: { en: "Suspected of damaging the unborn child", ko: "태아에 손상을 일으킬 것으로 의심됨" },
  H361fd: {
    en: "Suspected of damaging fertility. Suspected of damaging the unborn child",
    ko: "생식능력에 손상을 일으킬 것으로 의심됨. 태아에 손상을 일으킬 것으로 의심됨",
  },
  H362: { en: "May cause harm to breast-fed children", ko: "모유를 먹는 아이에게 유해할 수 있음" },
  H370: { en: "Causes damage to organs", ko: "장기에 손상을 일으킴" },
  H371: { en: "May cause damage to organs", ko: "장기에 손상을 일으킬 수 있음" },
  H372: {
    en: "Causes damage to organs through prolonged or repeated exposure",
    ko: "장기간 또는 반복 노출되면 장기에 손상을 일으킴",
  },
  H373: {
    en: "May cause damage to organs through prolonged or repeated exposure",
    ko: "장기간 또는 반복 노출되면 장기에 손상을 일으킬 수 있음",
  },

  // Environmental hazards
  H400: { en: "Very toxic to aquatic life", ko: "수생생물에 매우 유독함" },
  H401: { en: "Toxic to aquatic life", ko: "수생생물에 유독함" },
  H402: { en: "Harmful to aquatic life", ko: "수생생물에 유해함" },
  H410: {
    en: "Very toxic to aquatic life with long lasting effects",
    ko: "장기적인 영향에 의해 수생생물에 매우 유독함",
  },
  H411: { en: "Toxic to aquatic life with long lasting effects", ko: "장기적인 영향에 의해 수생생물에 유독함" },
  H412: { en: "Harmful to aquatic life with long lasting effects", ko: "장기적인 영향에 의해 수생생물에 유해함" },
  H413: {
    en: "May cause long lasting harmful effects to aquatic life",
    ko: "장기적인 영향에 의해 수생생물에 유해의 우려가 있음",
  },
  H420: {
    en: "Harms public health and the environment by destroying ozone in the upper atmosphere",
    ko: "오존층을 파괴하여 공중 보건 및 환경에 유해함",
  },

  // Combined statements (GHS A3.1.2)
  "H300+H310": { en: "Fatal if swallowed or in contact with skin", ko: "삼키거나 피부와 접촉하면 치명적임" },
  "H300+H330": { en: "Fatal if swallowed or if inhaled", ko: "삼키거나 흡입하면 치명적임" },
  "H310+H330": { en: "Fatal in contact with skin or if inhaled", ko: "피부와 접촉하거나 흡입하면 치명적임" },
  "H300+H310+H330": {
    en: "Fatal if swallowed, in contact with skin or if inhaled",
    ko: "삼키거나 피부와 접촉하거나 흡입하면 치명적임",
  },
  "H301+H311": { en: "Toxic if swallowed or in contact with skin", ko: "삼키거나 피부와 접촉하면 유독함" },
  "H301+H331": { en: "Toxic if swallowed or if inhaled", ko: "삼키거나 흡입하면 유독함" },
  "H311+H331": { en: "Toxic in contact with skin or if inhaled", ko: "피부와 접촉하거나 흡입하면 유독함" },
  "H301+H311+H331": {
    en: "Toxic if swallowed, in contact with skin or if inhaled",
    ko: "삼키거나 피부와 접촉하거나 흡입하면 유독함",
  },
  "H302+H312": { en: "Harmful if swallowed or in contact with skin", ko: "삼키거나 피부와 접촉하면 유해함" },
  "H302+H332": { en: "Harmful if swallowed or if inhaled", ko: "삼키거나 흡입하면 유해함" },
  "H312+H332": { en: "Harmful in contact with skin or if inhaled", ko: "피부와 접촉하거나 흡입하면 유해함" },
  "H302+H312+H332": {
    en: "Harmful if swallowed, in contact with skin or if inhaled",
    ko: "삼키거나 피부와 접촉하거나 흡입하면 유해함",
  },
  "H303+H313": {
    en: "May be harmful if swallowed or in contact with skin",
    ko: "삼키거나 피부와 접촉하면 유해할 수 있음",
  },
  "H303+H333": { en: "May be harmful if swallowed or if inhaled", ko: "삼키거나 흡입하면 유해할 수 있음" },
  "H313+H333": {
    en: "May be harmful in contact with skin or if inhaled",
    ko: "피부와 접촉하거나 흡입하면 유해할 수 있음",
  },
  "H303+H313+H333": {
    en: "May be harmful if swallowed, in contact with skin or if inhaled",
    ko: "삼키거나 피부와 접촉하거나 흡입하면 유해할 수 있음",
  },
  "H315+H320": { en: "Causes skin and eye irritation", ko: "피부와 눈에 자극을 일으킴" },
} as const satisfies Record<string, HazardStatementText>;

export type HazardStatementCode = keyof typeof statements;

/** Every hazard statement code, in the order of the GHS list. */
export const hazardStatementCodes = Object.keys(statements) as HazardStatementCode[];

const known = new Set<string>(hazardStatementCodes);

export function isHazardStatement(code: string): code is HazardStatementCode {
  return known.has(code);
}

/**
 * The listed code a person or a spreadsheet meant: spaces dropped, any letter case
 * (h225 → H225, h350I → H350i). Where two codes differ only in case (H360FD and H360Fd) an exact
 * spelling picks its own and any other spelling the first listed. Null when it is not listed.
 */
export function normalizeHazardStatement(text: string): HazardStatementCode | null {
  const compact = text.replace(/\s+/g, "");
  if (isHazardStatement(compact)) return compact;
  const upper = compact.toUpperCase();
  return hazardStatementCodes.find((code) => code.toUpperCase() === upper) ?? null;
}

/** The statement's text in the locale's language (Korean for ko-*, English otherwise); null when unlisted. */
export function hazardStatementText(code: string, locale: string): string | null {
  if (!isHazardStatement(code)) return null;
  const text: HazardStatementText = statements[code];
  return locale.toLowerCase().startsWith("ko") ? text.ko : text.en;
}
