// Where English's engine sentences are once the build has split English's catalogue
// (scripts/english_parts.mjs): null here, in the source, where en.ftl holds them all.
export const ENGINE_PART = null;
