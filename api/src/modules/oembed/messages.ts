export const OEMBED_MESSAGES = { formatNotImplemented: "Only the json format is supported." } as const;
