/** The company's name and tagline until an administrator sets them in Site Settings. */
export const DEFAULT_COMPANY_NAME = "AccessAble Content";
export const DEFAULT_COMPANY_TAGLINE = "Digital accessibility services";
