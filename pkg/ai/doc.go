// Package ai holds pharmaops' optional AI analyzers: an offline analyzer
// made of deterministic heuristics, and an analyzer that talks to any
// OpenAI-compatible chat completions server (OpenAI, Azure OpenAI's v1
// endpoint, Ollama, vLLM, LM Studio…).
//
// An Analyzer does three jobs:
//
//   - AnalyzeAsset detects compliance elements (FDA filing number, Important
//     Safety Information, indication…), the target audience (HCP or DTC),
//     potential issues and a campaign name for one asset (spec §7
//     POST /api/ai-analysis/analyze-asset).
//   - Validate judges one rule that needs perception (typography, contrast,
//     brand guidelines, accessibility) against an asset's properties; it
//     implements compliance.AIValidator (spec §7
//     POST /api/ai-analysis/validate-asset).
//   - ExtractRules proposes BRD rules from a document's text; pkg/brd merges
//     them with the deterministic ones.
//
// AI is never required: the offline analyzer works without a network, and a
// failing model never blocks processing. Errors of the OpenAI analyzer wrap
// ErrUnavailable; callers show MsgUnavailable with MsgUnavailableDetail.
// The API key is never logged and never part of an error.
package ai
