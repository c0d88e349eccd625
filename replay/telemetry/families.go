package telemetry

import "strings"

// Meanings of known families: what report, compare and sweep look for in
// a server's metrics, whichever server it is.
const (
	Running          = "running"           // requests in the running batch (gauge)
	Waiting          = "waiting"           // requests queued for the batch (gauge)
	Swapped          = "swapped"           // requests swapped out to CPU memory (gauge)
	KVUsage          = "kv_usage"          // KV cache in use, 0..1 (gauge)
	KVTokens         = "kv_tokens"         // tokens held in the KV cache or batch (gauge)
	Preemptions      = "preemptions"       // sequences preempted for want of KV cache (counter)
	Retracted        = "retracted"         // SGLang's preemption: requests retracted (gauge)
	PrefixQueries    = "prefix_queries"    // prompt tokens looked up in the prefix cache (counter)
	PrefixHits       = "prefix_hits"       // prompt tokens found in it (counter)
	PrefixHitRate    = "prefix_hit_rate"   // the server's own hit rate, 0..1 (gauge)
	PromptTokens     = "prompt_tokens"     // prefill tokens processed (counter)
	GenerationTokens = "generation_tokens" // tokens generated (counter)
	Requests         = "requests"          // requests finished (counter)
	TTFT             = "ttft"              // time to first token, seconds (histogram)
	ITL              = "itl"               // inter-token latency, seconds (histogram)
	TPOT             = "tpot"              // time per output token of a request, seconds (histogram)
	E2E              = "e2e"               // request latency, seconds (histogram)
	QueueTime        = "queue_time"        // time queued before running, seconds (histogram)
	ReadyPods        = "ready_pods"        // pods behind a gateway (gauge)
)

// Meaning says what a known family measures.
type Meaning struct {
	Key    string // one of the constants above
	Server string // vllm, sglang, tgi, llamacpp, dynamo, gateway (Gateway API inference extension, llm-d)
	What   string // for people
	// Max combines label sets (engines, replicas, models) by the highest
	// value instead of the sum: for fractions of a whole.
	Max bool
}

// known maps family names, as exposed (counters with their _total), to
// meanings. Where a server renamed a family, both names are listed.
var known = map[string]Meaning{
	// vLLM (V1 names, then the V0 names they replaced).
	"vllm:num_requests_running":                  {Running, "vllm", "requests running", false},
	"vllm:num_requests_waiting":                  {Waiting, "vllm", "requests waiting", false},
	"vllm:num_requests_swapped":                  {Swapped, "vllm", "requests swapped to CPU", false},
	"vllm:kv_cache_usage_perc":                   {KVUsage, "vllm", "KV cache usage", true},
	"vllm:gpu_cache_usage_perc":                  {KVUsage, "vllm", "KV cache usage (GPU)", true},
	"vllm:num_preemptions_total":                 {Preemptions, "vllm", "preemptions", false},
	"vllm:num_preemptions":                       {Preemptions, "vllm", "preemptions", false},
	"vllm:prefix_cache_queries_total":            {PrefixQueries, "vllm", "prefix cache queried tokens", false},
	"vllm:prefix_cache_hits_total":               {PrefixHits, "vllm", "prefix cache hit tokens", false},
	"vllm:gpu_prefix_cache_queries_total":        {PrefixQueries, "vllm", "prefix cache queried tokens", false},
	"vllm:gpu_prefix_cache_hits_total":           {PrefixHits, "vllm", "prefix cache hit tokens", false},
	"vllm:gpu_prefix_cache_hit_rate":             {PrefixHitRate, "vllm", "prefix cache hit rate", true},
	"vllm:prompt_tokens_total":                   {PromptTokens, "vllm", "prompt tokens", false},
	"vllm:generation_tokens_total":               {GenerationTokens, "vllm", "generated tokens", false},
	"vllm:request_success_total":                 {Requests, "vllm", "requests finished", false},
	"vllm:time_to_first_token_seconds":           {TTFT, "vllm", "TTFT (server)", false},
	"vllm:inter_token_latency_seconds":           {ITL, "vllm", "inter-token latency (server)", false},
	"vllm:time_per_output_token_seconds":         {ITL, "vllm", "inter-token latency (server)", false},
	"vllm:request_time_per_output_token_seconds": {TPOT, "vllm", "TPOT (server)", false},
	"vllm:e2e_request_latency_seconds":           {E2E, "vllm", "request latency (server)", false},
	"vllm:request_queue_time_seconds":            {QueueTime, "vllm", "time queued (server)", false},
	// SGLang.
	"sglang:num_running_reqs":              {Running, "sglang", "requests running", false},
	"sglang:num_queue_reqs":                {Waiting, "sglang", "requests waiting", false},
	"sglang:token_usage":                   {KVUsage, "sglang", "KV cache usage (token pool)", true},
	"sglang:num_used_tokens":               {KVTokens, "sglang", "KV cache tokens in use", false},
	"sglang:num_retracted_reqs":            {Retracted, "sglang", "requests retracted (preempted)", false},
	"sglang:cache_hit_rate":                {PrefixHitRate, "sglang", "prefix cache hit rate", true},
	"sglang:cached_tokens_total":           {PrefixHits, "sglang", "prefix cache hit tokens", false},
	"sglang:prompt_tokens_total":           {PromptTokens, "sglang", "prompt tokens", false},
	"sglang:generation_tokens_total":       {GenerationTokens, "sglang", "generated tokens", false},
	"sglang:num_requests_total":            {Requests, "sglang", "requests finished", false},
	"sglang:time_to_first_token_seconds":   {TTFT, "sglang", "TTFT (server)", false},
	"sglang:inter_token_latency_seconds":   {ITL, "sglang", "inter-token latency (server)", false},
	"sglang:time_per_output_token_seconds": {ITL, "sglang", "inter-token latency (server)", false},
	"sglang:e2e_request_latency_seconds":   {E2E, "sglang", "request latency (server)", false},
	"sglang:queue_time_seconds":            {QueueTime, "sglang", "time queued (server)", false},
	// Text Generation Inference.
	"tgi_batch_current_size":                   {Running, "tgi", "requests in the batch", false},
	"tgi_queue_size":                           {Waiting, "tgi", "requests waiting", false},
	"tgi_batch_current_max_tokens":             {KVTokens, "tgi", "tokens the batch holds", false},
	"tgi_request_success":                      {Requests, "tgi", "requests finished", false},
	"tgi_request_mean_time_per_token_duration": {TPOT, "tgi", "TPOT (server)", false},
	"tgi_request_duration":                     {E2E, "tgi", "request latency (server)", false},
	"tgi_request_queue_duration":               {QueueTime, "tgi", "time queued (server)", false},
	// llama.cpp server.
	"llamacpp:requests_processing":    {Running, "llamacpp", "requests processing", false},
	"llamacpp:requests_deferred":      {Waiting, "llamacpp", "requests deferred", false},
	"llamacpp:kv_cache_usage_ratio":   {KVUsage, "llamacpp", "KV cache usage", true},
	"llamacpp:kv_cache_tokens":        {KVTokens, "llamacpp", "KV cache tokens", false},
	"llamacpp:prompt_tokens_total":    {PromptTokens, "llamacpp", "prompt tokens", false},
	"llamacpp:tokens_predicted_total": {GenerationTokens, "llamacpp", "generated tokens", false},
	// NVIDIA Dynamo: the HTTP frontend and the workers' KV statistics.
	"dynamo_frontend_inflight_requests":                  {Running, "dynamo", "requests in flight (frontend)", false},
	"dynamo_frontend_queued_requests":                    {Waiting, "dynamo", "requests queued (frontend)", false},
	"dynamo_frontend_requests_total":                     {Requests, "dynamo", "requests (frontend)", false},
	"dynamo_frontend_time_to_first_token_seconds":        {TTFT, "dynamo", "TTFT (frontend)", false},
	"dynamo_frontend_inter_token_latency_seconds":        {ITL, "dynamo", "inter-token latency (frontend)", false},
	"dynamo_frontend_request_duration_seconds":           {E2E, "dynamo", "request latency (frontend)", false},
	"dynamo_component_kvstats_gpu_cache_usage_percent":   {KVUsage, "dynamo", "KV cache usage (workers)", true},
	"dynamo_component_kvstats_gpu_prefix_cache_hit_rate": {PrefixHitRate, "dynamo", "prefix cache hit rate (workers)", true},
	// Gateway API inference extension (the llm-d and GKE inference
	// gateway's endpoint picker): pool-wide averages.
	"inference_pool_average_kv_cache_utilization": {KVUsage, "gateway", "KV cache usage (pool average)", true},
	"inference_pool_average_queue_size":           {Waiting, "gateway", "queue size (pool average)", false},
	"inference_pool_average_running_requests":     {Running, "gateway", "requests running (pool average)", false},
	"inference_pool_ready_pods":                   {ReadyPods, "gateway", "ready pods", false},
	"inference_model_request_total":               {Requests, "gateway", "requests (gateway)", false},
	"inference_objective_request_total":           {Requests, "gateway", "requests (gateway)", false},
}

// Known returns what a family measures, if it is one of a known server's.
func Known(family string) (Meaning, bool) {
	m, ok := known[family]
	if !ok && !strings.HasSuffix(family, "_total") {
		// Some exporters drop the _total of a counter family's name.
		m, ok = known[family+"_total"]
	}
	return m, ok
}

// combineMax reports whether a family's label sets combine by maximum.
func combineMax(family string) bool {
	m, ok := Known(family)
	return ok && m.Max
}
