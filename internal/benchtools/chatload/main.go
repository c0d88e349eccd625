// Command chatload runs conversations against a chat endpoint as a chat
// application does (internal/chatclient): each turn waits for the previous
// answer and a think time, then sends the conversation so far. Put
// `llmreplay record` in front of the server to get a recording whose later
// turns carry the server's own answers (scripts/bench/47-prefix-cache.sh).
package main

import (
	"context"
	"flag"
	"fmt"
	"os"
	"os/signal"
	"syscall"
	"time"

	"github.com/llmreplay/llmreplay/internal/chatclient"
)

func main() {
	var o chatclient.Options
	flag.StringVar(&o.URL, "url", "", "base URL of the server (or of the recorder in front of it)")
	flag.StringVar(&o.Model, "model", "m", "model name sent")
	flag.IntVar(&o.Conversations, "n", 100, "conversations")
	flag.IntVar(&o.Turns, "turns", 4, "turns per conversation")
	flag.Float64Var(&o.Rate, "rate", 2, "conversations started per second")
	flag.DurationVar(&o.ThinkMin, "think-min", time.Second, "shortest think time after an answer")
	flag.DurationVar(&o.ThinkMax, "think-max", 3*time.Second, "longest think time after an answer")
	flag.IntVar(&o.FirstTokens, "first", 300, "tokens of the first user message")
	flag.IntVar(&o.TurnTokens, "turn", 60, "tokens of each later user message")
	flag.IntVar(&o.MaxTokens, "max-tokens", 256, "max_tokens of every request")
	flag.Uint64Var(&o.Seed, "seed", 1, "seed of the user messages and think times")
	flag.Parse()
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
	defer stop()
	var st chatclient.Stats
	err := chatclient.Run(ctx, o, &st)
	fmt.Printf("chatload: %d requests, %d failed\n", st.Requests.Load(), st.Failed.Load())
	if err != nil {
		fmt.Fprintln(os.Stderr, "chatload:", err)
		os.Exit(1)
	}
	if st.Failed.Load() > 0 {
		os.Exit(1)
	}
}
