import OpenAI from 'openai';
import type { Config } from '../config';

/** One turn of the conversation sent to the model. */
export interface ModelMessage {
  role: 'system' | 'user' | 'assistant';
  content: string;
}

/** A function the model may call, with the JSON schema of its arguments. */
export interface ModelTool {
  name: string;
  description: string;
  parameters: Record<string, unknown>;
}

/** What the model answered: its text and, if it made one, its tool call (arguments unparsed). */
export interface ModelAnswer {
  text: string;
  toolCall: { name: string; arguments: string } | null;
}

export interface ModelCall {
  messages: ModelMessage[];
  tools: ModelTool[];
  signal: AbortSignal;
  /** Each piece of text as it streams in. */
  onText?: (text: string) => void;
}

/** The AI port (ARCHITECTURE.md): any OpenAI-compatible chat API. */
export interface ChatModel {
  answer(call: ModelCall): Promise<ModelAnswer>;
}

/**
 * An OpenAI-compatible chat API (OpenAI, Ollama, vLLM, llama.cpp) through the openai package
 * (ADR 019): a streamed chat completion whose text is passed on as it arrives and whose tool call
 * is gathered from its pieces. No retries: the caller falls back to Aurum's own engine instead.
 */
export function openAiChatModel(options: {
  baseUrl: string;
  apiKey?: string;
  model: string;
}): ChatModel {
  const client = new OpenAI({
    baseURL: options.baseUrl,
    // Local servers (Ollama, llama.cpp) take any key; the client wants one.
    apiKey: options.apiKey ?? 'not-needed',
    maxRetries: 0,
  });
  return {
    async answer({ messages, tools, signal, onText }) {
      const stream = await client.chat.completions.create(
        {
          model: options.model,
          messages,
          stream: true,
          tools: tools.map((tool) => ({
            type: 'function' as const,
            function: {
              name: tool.name,
              description: tool.description,
              parameters: tool.parameters,
            },
          })),
        },
        { signal },
      );
      let text = '';
      let name = '';
      let args = '';
      for await (const chunk of stream) {
        const delta = chunk.choices[0]?.delta;
        if (!delta) continue;
        if (delta.content) {
          text += delta.content;
          onText?.(delta.content);
        }
        for (const call of delta.tool_calls ?? []) {
          if (call.index !== 0) continue;
          name += call.function?.name ?? '';
          args += call.function?.arguments ?? '';
        }
      }
      return { text, toolCall: name ? { name, arguments: args } : null };
    },
  };
}

/** The configured language model (AI_BASE_URL and AI_MODEL, ADR 019), or null without one. */
export function configuredChatModel(config: Config): ChatModel | null {
  return config.AI_BASE_URL && config.AI_MODEL
    ? openAiChatModel({
        baseUrl: config.AI_BASE_URL,
        apiKey: config.AI_API_KEY,
        model: config.AI_MODEL,
      })
    : null;
}
