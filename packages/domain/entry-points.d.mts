export declare const DOMAIN_ENTRY_POINTS: Record<'@shop/domain' | '@shop/domain/catalogues', string>;
export declare const domainAliases: () => { find: RegExp; replacement: string }[];
