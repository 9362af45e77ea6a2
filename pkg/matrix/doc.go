// Package matrix builds the creative matrix and the trafficking sheet of a
// campaign (spec §3 "Matrix row", §4 "Matrix generation", §9 "Matrix
// defaults").
//
// A matrix of real sizes: each banner, HTML5 banner or video asset is one
// row at the size and of the type read from its bytes; never a row at a size
// it does not have. A concept groups the creatives of one idea (assets whose
// names differ only by size), and every size the concept plan needs
// (Options.PlannedSizes, by default the spec's standard sizes 300x600,
// 300x250, 160x600, 728x90, 320x50) that no asset provides is a visible
// missing-creative row (Row.Missing, no source asset). AddConcept appends a
// concept of missing creatives. Documents are not creatives and get no row.
// Rows carry the spec's matrix fields plus the country, advertiser, channel,
// a taxonomy string and the source asset's measured facts that the exports
// need; the exports, the trafficking sheet and the editor list the same rows.
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
