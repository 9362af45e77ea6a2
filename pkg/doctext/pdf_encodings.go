package doctext

// Single-byte font encodings used when a PDF font has no usable Encoding
// entry: the Adobe standard encoding, the Symbol font's built-in encoding,
// WinAnsi and MacRoman differences, and a glyph-name table for /Differences.

import (
	"maps"
	"sync"
)

// standardHigh is the Adobe StandardEncoding where it differs from ASCII.
var standardHigh = map[byte]rune{
	0x27: '’', 0x60: '‘', 0xA1: '¡', 0xA2: '¢', 0xA3: '£', 0xA4: '⁄', 0xA5: '¥', 0xA6: 'ƒ', 0xA7: '§',
	0xA8: '¤', 0xA9: '\'', 0xAA: '“', 0xAB: '«', 0xAC: '‹', 0xAD: '›', 0xAE: 'ﬁ', 0xAF: 'ﬂ', 0xB1: '–',
	0xB2: '†', 0xB3: '‡', 0xB4: '·', 0xB6: '¶', 0xB7: '•', 0xB8: '‚', 0xB9: '„', 0xBA: '”', 0xBB: '»',
	0xBC: '…', 0xBD: '‰', 0xBF: '¿', 0xC1: '`', 0xC2: '´', 0xC3: 'ˆ', 0xC4: '˜', 0xC5: '¯', 0xC6: '˘',
	0xC7: '˙', 0xC8: '¨', 0xCA: '˚', 0xCB: '¸', 0xCD: '˝', 0xCE: '˛', 0xCF: 'ˇ', 0xD0: '—', 0xE1: 'Æ',
	0xE3: 'ª', 0xE8: 'Ł', 0xE9: 'Ø', 0xEA: 'Œ', 0xEB: 'º', 0xF1: 'æ', 0xF5: 'ı', 0xF8: 'ł', 0xF9: 'ø',
	0xFA: 'œ', 0xFB: 'ß',
}

// symbolTable is the Symbol font's built-in encoding where it differs from ASCII.
var symbolTable = map[byte]rune{
	0x22: '∀', 0x24: '∃', 0x27: '∋', 0x2A: '∗', 0x2D: '−', 0x40: '≅', 0x5C: '∴', 0x5E: '⊥', 0x60: '‾',
	'A': 'Α', 'B': 'Β', 'C': 'Χ', 'D': 'Δ', 'E': 'Ε', 'F': 'Φ', 'G': 'Γ', 'H': 'Η', 'I': 'Ι', 'J': 'ϑ',
	'K': 'Κ', 'L': 'Λ', 'M': 'Μ', 'N': 'Ν', 'O': 'Ο', 'P': 'Π', 'Q': 'Θ', 'R': 'Ρ', 'S': 'Σ', 'T': 'Τ',
	'U': 'Υ', 'V': 'ς', 'W': 'Ω', 'X': 'Ξ', 'Y': 'Ψ', 'Z': 'Ζ',
	'a': 'α', 'b': 'β', 'c': 'χ', 'd': 'δ', 'e': 'ε', 'f': 'φ', 'g': 'γ', 'h': 'η', 'i': 'ι', 'j': 'ϕ',
	'k': 'κ', 'l': 'λ', 'm': 'μ', 'n': 'ν', 'o': 'ο', 'p': 'π', 'q': 'θ', 'r': 'ρ', 's': 'σ', 't': 'τ',
	'u': 'υ', 'v': 'ϖ', 'w': 'ω', 'x': 'ξ', 'y': 'ψ', 'z': 'ζ',
	0xA1: 'ϒ', 0xA2: '′', 0xA3: '≤', 0xA4: '⁄', 0xA5: '∞', 0xA6: 'ƒ', 0xA7: '♣', 0xA8: '♦', 0xA9: '♥',
	0xAA: '♠', 0xAB: '↔', 0xAC: '←', 0xAD: '↑', 0xAE: '→', 0xAF: '↓', 0xB0: '°', 0xB1: '±', 0xB2: '″',
	0xB3: '≥', 0xB4: '×', 0xB5: '∝', 0xB6: '∂', 0xB7: '•', 0xB8: '÷', 0xB9: '≠', 0xBA: '≡', 0xBB: '≈',
	0xBC: '…', 0xBE: '⎯', 0xD2: '®', 0xD3: '©', 0xD4: '™', 0xD7: '⋅', 0xE0: '◊', 0xE2: '®', 0xE3: '©', 0xE4: '™',
}

// winAnsiHigh is WinAnsiEncoding from 0x80 to 0x9F; the rest is Latin-1.
var winAnsiHigh = [32]rune{
	'€', 0, '‚', 'ƒ', '„', '…', '†', '‡', 'ˆ', '‰', 'Š', '‹', 'Œ', 0, 'Ž', 0,
	0, '‘', '’', '“', '”', '•', '–', '—', '˜', '™', 'š', '›', 'œ', 0, 'ž', 'Ÿ',
}

// macRomanHigh is MacRomanEncoding from 0x80 to 0xFF.
var macRomanHigh = []rune("ÄÅÇÉÑÖÜáàâäãåçéèêëíìîïñóòôöõúùûü†°¢£§•¶ß®©™´¨≠ÆØ∞±≤≥¥µ∂∑∏π∫ªºΩæø¿¡¬√ƒ≈∆«»… ÀÃÕŒœ–—“”‘’÷◊ÿŸ⁄€‹›ﬁﬂ‡·‚„‰ÂÊÁËÈÍÎÏÌÓÔ\uf8ffÒÚÛÙıˆ˜¯˘˙˚¸˝˛ˇ")

// latin1Names are the glyph names of Latin-1 from 0xA0 to 0xFF.
var latin1Names = []string{
	"space", "exclamdown", "cent", "sterling", "currency", "yen", "brokenbar", "section", "dieresis", "copyright",
	"ordfeminine", "guillemotleft", "logicalnot", "hyphen", "registered", "macron", "degree", "plusminus",
	"twosuperior", "threesuperior", "acute", "mu", "paragraph", "periodcentered", "cedilla", "onesuperior",
	"ordmasculine", "guillemotright", "onequarter", "onehalf", "threequarters", "questiondown",
	"Agrave", "Aacute", "Acircumflex", "Atilde", "Adieresis", "Aring", "AE", "Ccedilla", "Egrave", "Eacute",
	"Ecircumflex", "Edieresis", "Igrave", "Iacute", "Icircumflex", "Idieresis", "Eth", "Ntilde", "Ograve",
	"Oacute", "Ocircumflex", "Otilde", "Odieresis", "multiply", "Oslash", "Ugrave", "Uacute", "Ucircumflex",
	"Udieresis", "Yacute", "Thorn", "germandbls", "agrave", "aacute", "acircumflex", "atilde", "adieresis",
	"aring", "ae", "ccedilla", "egrave", "eacute", "ecircumflex", "edieresis", "igrave", "iacute",
	"icircumflex", "idieresis", "eth", "ntilde", "ograve", "oacute", "ocircumflex", "otilde", "odieresis",
	"divide", "oslash", "ugrave", "uacute", "ucircumflex", "udieresis", "yacute", "thorn", "ydieresis",
}

// asciiNames are the glyph names of printable ASCII from 0x20 to 0x7E.
var asciiNames = []string{
	"space", "exclam", "quotedbl", "numbersign", "dollar", "percent", "ampersand", "quotesingle", "parenleft",
	"parenright", "asterisk", "plus", "comma", "hyphen", "period", "slash", "zero", "one", "two", "three",
	"four", "five", "six", "seven", "eight", "nine", "colon", "semicolon", "less", "equal", "greater",
	"question", "at", "A", "B", "C", "D", "E", "F", "G", "H", "I", "J", "K", "L", "M", "N", "O", "P", "Q",
	"R", "S", "T", "U", "V", "W", "X", "Y", "Z", "bracketleft", "backslash", "bracketright", "asciicircum",
	"underscore", "grave", "a", "b", "c", "d", "e", "f", "g", "h", "i", "j", "k", "l", "m", "n", "o", "p",
	"q", "r", "s", "t", "u", "v", "w", "x", "y", "z", "braceleft", "bar", "braceright", "asciitilde",
}

// glyphNames maps glyph names to text: the ASCII and Latin-1 names, then
// further common ones (which win). It is built when first used: every
// command pays for what package initialisation does.
var glyphNames = sync.OnceValue(func() map[string]string {
	m := make(map[string]string, 300)
	for i, n := range asciiNames {
		m[n] = string(rune(0x20 + i))
	}
	for i, n := range latin1Names {
		if _, ok := m[n]; !ok {
			m[n] = string(rune(0xA0 + i))
		}
	}
	extra := map[string]string{
		"quoteright": "’", "quoteleft": "‘", "quotedblleft": "“", "quotedblright": "”", "quotesinglbase": "‚",
		"quotedblbase": "„", "bullet": "•", "endash": "–", "emdash": "—", "fi": "fi", "fl": "fl", "ff": "ff",
		"ffi": "ffi", "ffl": "ffl", "ellipsis": "…", "dagger": "†", "daggerdbl": "‡", "trademark": "™",
		"minus": "-", "hyphenminus": "-", "sfthyphen": "", "softhyphen": "", "nbspace": " ", "nonbreakingspace": " ",
		"perthousand": "‰", "Euro": "€", "euro": "€", "florin": "ƒ", "fraction": "⁄", "dotlessi": "ı",
		"circumflex": "ˆ", "tilde": "˜", "OE": "Œ", "oe": "œ", "Scaron": "Š", "scaron": "š", "Zcaron": "Ž",
		"zcaron": "ž", "Ydieresis": "Ÿ", "Lslash": "Ł", "lslash": "ł", "guilsinglleft": "‹", "guilsinglright": "›",
		"arrowright": "→", "arrowleft": "←", "lessequal": "≤", "greaterequal": "≥", "notequal": "≠",
		"approxequal": "≈", "infinity": "∞", "checkmark": "✓", "middot": "·", "uni00A0": " ", "uni00AD": "",
		"hyphentwo": "-", "figuredash": "‒", "quotereversed": "‛", "periodcentered": "·", "mu1": "µ",
	}
	maps.Copy(m, extra)
	return m
})
