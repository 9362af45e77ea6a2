package doctext

import (
	"reflect"

	"github.com/pharmaops/pharmaops/pkg/pdf"
)

// fontKey identifies a font across the pages of one document, so that a
// font shared by all pages is parsed once: the number of the indirect
// object the resources' /Font dictionary points to.
type fontKey struct{ id, gen uint64 }

// fontRef returns the indirect reference stored under name in the
// dictionary fonts, without resolving (reading and parsing) the object.
// The pdf package keeps dictionaries and references in unexported fields,
// read here by reflection; ok is false for direct objects or when the
// package's layout is not the expected one, and the font is then simply
// not cached.
func fontRef(fonts pdf.Value, name string) (k fontKey, ok bool) {
	defer func() {
		if recover() != nil {
			ok = false
		}
	}()
	data := reflect.ValueOf(fonts).FieldByName("data")
	if !data.IsValid() || data.Kind() != reflect.Interface || data.IsNil() {
		return fontKey{}, false
	}
	m := data.Elem()
	if m.Kind() != reflect.Map || m.Type().Key().Kind() != reflect.String {
		return fontKey{}, false
	}
	v := m.MapIndex(reflect.ValueOf(name).Convert(m.Type().Key()))
	if !v.IsValid() {
		return fontKey{}, false
	}
	if v.Kind() == reflect.Interface {
		if v.IsNil() {
			return fontKey{}, false
		}
		v = v.Elem()
	}
	if v.Kind() != reflect.Struct || v.NumField() != 2 || v.Type().Name() != "objptr" {
		return fontKey{}, false
	}
	id, gen := v.Field(0), v.Field(1)
	if !id.CanUint() || !gen.CanUint() {
		return fontKey{}, false
	}
	return fontKey{id.Uint(), gen.Uint()}, true
}
