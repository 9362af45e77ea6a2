package brd

import "strings"

// Chat exports, meeting transcripts and email threads open each message
// with who sent it and when ("[02/11/2026, 09:06:32] Niamh K.: no audio at
// all", "14:05 - Sam Ortiz: …", "Dana Ruiz 9:14 AM (edited) …") or mark a
// reply with ">". That header is the message's envelope, not its words: a
// line read with it in front hides the "no …", the copula or the imperative
// it opens with. The blocks stage reads each message without it (the rule's
// quote is the message itself).

// messageHeader is a message's envelope at the start of a block: a
// timestamp (with or without a date, in brackets or not) followed by the
// sender and a colon or a dash; or a sender followed by a clock time (a
// Slack or Teams line); or the ">" marks of a quoted reply.
var messageHeader = lazyRe(`^(?:` +
	// [date, time] Sender:   /   date, time - Sender:   /   [time] Sender:
	`\[?(?:\d{1,4}[./-]\d{1,2}[./-]\d{1,4},?\s+)?\d{1,2}:\d{2}(?::\d{2})?(?:\s?[AaPp]\.?[Mm]\.?)?\]?\s*(?:-\s*)?` +
	`\p{Lu}[\p{L}.’'-]*(?:\s+\p{Lu}[\p{L}.’'-]*){0,3}:\s+` +
	// Sender 9:14 AM (edited)
	`|\p{Lu}[\p{L}’'-]*(?:\s+\p{Lu}[\p{L}.’'-]*){1,3}\s+\d{1,2}:\d{2}\s?(?:[AaPp][Mm])\b(?:\s*\((?:edited|in thread)\))?\s+` +
	// > quoted reply
	`|>+\s*)`)

// withoutMessageHeader is text without its message header, when what
// follows has words of its own.
func withoutMessageHeader(text string) string {
	m := messageHeader().FindStringIndex(text)
	if m == nil || len(strings.Fields(text[m[1]:])) < 2 {
		return text
	}
	return text[m[1]:]
}

// datedStamp is a chat export's date and time at the start of a line
// ("[02/11/2026, 08:57:03] ", "02/11/2026, 08:57 - ").
var datedStamp = lazyRe(`^\[?\d{1,4}[./-]\d{1,2}[./-]\d{1,4},?\s+\d{1,2}:\d{2}(?::\d{2})?(?:\s?[AaPp]\.?[Mm]\.?)?\]?\s*(?:[-–]\s*)?\S`)

// isSystemNotice reports whether a line is a chat app's own notice: dated
// like a message but sent by no one ("[date, time] Messages are end-to-end
// encrypted. No one outside this chat can read them", "… created group",
// "… added …"). The app's words are about the conversation, never about an
// asset, and their "no one … can" is no prohibition of the document's.
func isSystemNotice(text string) bool {
	return datedStamp().MatchString(text) && !messageHeader().MatchString(text)
}

// leadingConnector is a spoken connector a message opens with ("and no
// flashing", "also 25fps", "oh and keep the bottom clear", "plus a JPG of
// each"): it ties the line to the one before and is no word of its
// requirement.
var leadingConnector = lazyRe(`(?i)^(?:(?:oh|ok|okay|so|right|sorry),?\s+)?(?:and\s+also|and|also|plus)\s+`)

// withoutConnector is s without its leading connector.
func withoutConnector(s string) string {
	m := leadingConnector().FindStringIndex(s)
	if m == nil || len(strings.Fields(s[m[1]:])) < 2 {
		return s
	}
	return s[m[1]:]
}
