export declare const CHROMIUM_PATH: string;
export declare const CHROMIUM_HEADLESS_SHELL_PATH: string;
export declare const CHROMIUM_FLAGS: string[];
