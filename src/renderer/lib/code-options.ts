/** The codes of a fixed set as a Select's options, in the order of `codes`, each shown by its label. */
export const codeOptions = <Code extends string>(codes: readonly Code[], labels: Readonly<Record<Code, string>>) => codes.map((code) => ({ value: code, label: labels[code] }));
