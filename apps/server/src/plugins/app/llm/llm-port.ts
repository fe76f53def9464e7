/** One prompt for a chat model, with the provider's own parameters passed through. */
export type ChatRequest = { model: string; prompt: string; params?: Record<string, unknown> }

/**
 * The language-model port: one chat completion. Every failure answers the contract's error (never the
 * provider's details, which may echo the prompt). The embedded default says the feature is not configured;
 * `openai-llm.ts` is the real one, chosen in `llm-plugin.ts`.
 */
export type LlmPort = { complete: (request: ChatRequest) => Promise<string> }
