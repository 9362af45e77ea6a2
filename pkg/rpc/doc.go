// Package rpc is the Connect face of pharmaops, for machines: the
// RuleService and CheckService of proto/pharmaops/v1, served beside the
// REST API by `pharmaops serve` and answering Connect, gRPC and gRPC-Web
// clients. It is as thin as pkg/api: it authenticates the bearer token
// (an API token or a session) with pkg/app, calls the same use cases and
// maps their errors to Connect codes in one place. The code in gen/ is
// generated from proto/ by scripts/gen-proto.sh (make proto).
package rpc
