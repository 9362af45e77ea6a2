package media

import "math"

// roundTo rounds x to n decimal places.
func roundTo(x float64, n int) float64 {
	p := math.Pow10(n)
	return math.Round(x*p) / p
}

// gifLikeDelay applies the browsers' minimum frame delay to an animation
// frame of d seconds. Chrome, Firefox and Safari show GIF frames with a
// delay of 0 or 1 centisecond (≤ 10 ms) for 100 ms, because old encoders
// wrote 0 meaning "as fast as possible"; they do the same for APNG and
// animated WebP frames. Total animation times therefore use 0.1 s for
// such frames, which is what a viewer (and an ad reviewer) sees.
func gifLikeDelay(d float64) float64 {
	if d <= 0.010+1e-9 {
		return 0.1
	}
	return d
}
