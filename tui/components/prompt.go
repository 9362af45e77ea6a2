package components

import (
	"github.com/charmbracelet/bubbles/cursor"
	"github.com/charmbracelet/bubbles/textinput"
	tea "github.com/charmbracelet/bubbletea"
)

// Prompt is a one-line text input with a label (the search, a fix note).
// Its cursor does not blink: a blinking cursor redraws the screen twice a
// second for nothing, and makes snapshots differ.
type Prompt struct {
	input textinput.Model
}

// NewPrompt returns a prompt labelled label, holding at most limit
// characters.
func NewPrompt(label string, limit int) Prompt {
	in := textinput.New()
	in.Prompt = label
	in.CharLimit = limit
	in.Cursor.SetMode(cursor.CursorStatic)
	return Prompt{input: in}
}

// Open focuses the prompt with a starting value.
func (p *Prompt) Open(value string) {
	p.input.SetValue(value)
	p.input.CursorEnd()
	p.input.Focus()
}

// Close blurs the prompt.
func (p *Prompt) Close() { p.input.Blur() }

// Active reports whether the prompt is taking keys.
func (p *Prompt) Active() bool { return p.input.Focused() }

// Value is the text typed.
func (p *Prompt) Value() string { return p.input.Value() }

// SetWidth sets the prompt's width in cells.
func (p *Prompt) SetWidth(w int) { p.input.Width = max(1, w-len([]rune(p.input.Prompt))-1) }

// Update edits the text with a key.
func (p *Prompt) Update(msg tea.Msg) {
	p.input, _ = p.input.Update(msg)
}

// View draws the prompt.
func (p *Prompt) View() string { return p.input.View() }
