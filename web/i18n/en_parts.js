// Where English's engine sentences are once the build has split English's catalogue
// (scripts/english_parts.mjs), and how many messages that part holds (a part that
// arrives short or damaged is refused): null and 0 here, in the source, where en.ftl
// holds them all.
export const ENGINE_PART = null;
export const ENGINE_MESSAGES = 0;
