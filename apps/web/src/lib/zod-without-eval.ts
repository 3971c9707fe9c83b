// The site's Content-Security-Policy allows no eval; zod would otherwise try `new Function('')` to
// see whether it may compile its parsers, and each page would log a CSP violation. Interpreted
// parsing is plenty for the forms and answers the web app checks. Set through the global object
// zod reads its settings from (it keeps one already there), so the entry does not carry zod's core
// (4.6 KB gzip) for one flag; zod-without-eval.test.ts fails if zod stops reading it.
const holder = globalThis as { __zod_globalConfig?: { jitless?: boolean } };
holder.__zod_globalConfig = { ...holder.__zod_globalConfig, jitless: true };

export {}; // a module, imported for its effect
