package compliance

import (
	"context"
	"strconv"

	"github.com/pharmaops/pharmaops/pkg/media"
)

// The endCardDuration checker: a specification's minimum end-card (or
// end-slate) length. Where the end card starts is a matter of the picture,
// which the bytes do not say; what they do say is the video's length, and
// a video shorter than the required end card cannot hold it. So a video
// too short fails, and otherwise the end card is left to a reviewer with
// the length it must have.

func init() {
	checkers["endCardDuration"] = CheckerFunc(checkEndCardDuration)
}

func checkEndCardDuration(_ context.Context, a Asset, r Rule, _ Options) Outcome {
	if a.Info.Kind != media.KindVideo {
		return skip()
	}
	p := paramsOf(r)
	_, exp := within(p, 0, 0, " s")
	d := a.Info.DurationSeconds
	got := strconv.FormatFloat(d, 'f', -1, 64) + " s video"
	if p.Min != nil && d > 0 && d < *p.Min {
		return fail("The video ("+got+") is shorter than the end card it must hold ("+exp+")", got, exp)
	}
	return warn("End card length ("+exp+") needs a look: the bytes do not say where the end card starts", got, exp)
}
