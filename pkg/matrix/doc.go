// Package matrix builds the creative matrix and the trafficking sheet of a
// campaign (spec §3 "Matrix row", §4 "Matrix generation", §9 "Matrix
// defaults").
//
// Each uploaded asset yields one concept: one row per standard creative size
// (300x600, 300x250, 160x600, 728x90, 320x50). AddConcept appends an empty
// concept with one row per size. Rows carry the spec's matrix fields plus the
// country, advertiser, channel, a taxonomy string and the source asset's
// measured facts that the exports need.
//
// The taxonomy string and the creative name are derived from a row's fields
// (see Taxonomy and CreativeName) and are recomputed whenever a field changes
// through SetField or Matrix.Set.
//
// TraffickingRows turns a matrix into trafficking-sheet rows keyed by the
// spec's trafficking row keys and by any uploaded header, and ParseHeaders
// reads those headers from an uploaded .xlsx or .csv template.
//
// The package is a pure library: structs in, structs out, no storage, no
// HTTP.
package matrix
