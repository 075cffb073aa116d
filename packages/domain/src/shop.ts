/** The shop's name, as its pages, link previews and structured data show it. */
export const SHOP_NAME = 'TechStore';
