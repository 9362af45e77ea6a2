package media

import "math"

// Loudness of PCM audio after ITU-R BS.1770-4 (EBU R 128 uses the same
// measure): each channel is K-weighted (a high shelf and a high pass), mean
// squares are taken over 400 ms blocks overlapping by 75 %, blocks below
// -70 LUFS and then those 10 LU below the mean of the rest are gated out,
// and the remaining blocks' energy, summed over channels with their weights,
// gives the integrated loudness. The true peak is the largest absolute
// sample after 4x oversampling with a windowed-sinc interpolator.

// biquad is one second-order IIR section (a0 normalised to 1).
type biquad struct{ b0, b1, b2, a1, a2 float64 }

// biquadState holds a section's last two inputs and outputs.
type biquadState struct{ x1, x2, y1, y2 float64 }

// step filters one sample (direct form I).
func (f biquad) step(s *biquadState, x float64) float64 {
	y := f.b0*x + f.b1*s.x1 + f.b2*s.x2 - f.a1*s.y1 - f.a2*s.y2
	s.x2, s.x1, s.y2, s.y1 = s.x1, x, s.y1, y
	return y
}

// kWeighting returns the two K-weighting stages for a sample rate, from
// the analog prototypes of BS.1770 (the coefficients match the standard's
// table at 48 kHz).
func kWeighting(rate float64) [2]biquad {
	// Stage 1: high shelf, +4 dB above about 1.5 kHz.
	f0, g, q := 1681.974450955533, 3.999843853973347, 0.7071752369554196
	k := math.Tan(math.Pi * f0 / rate)
	vh := math.Pow(10, g/20)
	vb := math.Pow(vh, 0.4996667741545416)
	a0 := 1 + k/q + k*k
	shelf := biquad{
		b0: (vh + vb*k/q + k*k) / a0,
		b1: 2 * (k*k - vh) / a0,
		b2: (vh - vb*k/q + k*k) / a0,
		a1: 2 * (k*k - 1) / a0,
		a2: (1 - k/q + k*k) / a0,
	}
	// Stage 2: high pass at about 38 Hz.
	f0, q = 38.13547087602444, 0.5003270373238773
	k = math.Tan(math.Pi * f0 / rate)
	a0 = 1 + k/q + k*k
	hp := biquad{b0: 1, b1: -2, b2: 1, a1: 2 * (k*k - 1) / a0, a2: (1 - k/q + k*k) / a0}
	return [2]biquad{shelf, hp}
}

// channelWeight is BS.1770's weight of channel i of n: the surround
// channels of 5.1 (the 5th and 6th) count 1.41, the LFE (4th) not at all.
func channelWeight(i, n int) float64 {
	if n == 6 {
		switch i {
		case 3:
			return 0
		case 4, 5:
			return 1.41
		}
	}
	return 1
}

// loudness measures integrated loudness (LUFS) and true peak (dBTP) of
// interleaved samples in -1..1. ok is false when the audio is shorter than
// one 400 ms block or silent.
func loudness(samples []float32, channels, rate int) (lufs, truePeak float64, ok bool) {
	if channels <= 0 || rate <= 0 || len(samples) < channels {
		return 0, 0, false
	}
	frames := len(samples) / channels
	block, step := rate*4/10, rate/10
	if frames < block {
		return 0, 0, false
	}
	stages := kWeighting(float64(rate))
	// Per channel: K-weighted squares summed per 100 ms step.
	nSteps := frames / step
	steps := make([]float64, nSteps) // weighted sum over channels
	peak := 0.0
	for c := 0; c < channels; c++ {
		w := channelWeight(c, channels)
		var shelf, highPass biquadState
		tp := newTruePeak()
		for f := 0; f < nSteps*step; f++ {
			x := float64(samples[f*channels+c])
			peak = math.Max(peak, tp.push(x))
			if w == 0 {
				continue
			}
			z := stages[1].step(&highPass, stages[0].step(&shelf, x))
			steps[f/step] += w * z * z
		}
	}
	// 400 ms blocks = 4 consecutive steps.
	var blocks []float64
	for i := 0; i+4 <= nSteps; i++ {
		e := (steps[i] + steps[i+1] + steps[i+2] + steps[i+3]) / float64(block)
		blocks = append(blocks, e)
	}
	toLUFS := func(e float64) float64 { return -0.691 + 10*math.Log10(e) }
	gated := func(min float64) (float64, int) {
		sum, n := 0.0, 0
		for _, e := range blocks {
			if e > 0 && toLUFS(e) > min {
				sum += e
				n++
			}
		}
		return sum, n
	}
	sum, n := gated(-70)
	if n == 0 {
		return 0, 0, false
	}
	rel := toLUFS(sum/float64(n)) - 10
	sum, n = gated(rel)
	if n == 0 {
		return 0, 0, false
	}
	lufs = math.Round(toLUFS(sum/float64(n))*10) / 10
	truePeak = math.Inf(-1)
	if peak > 0 {
		truePeak = math.Round(20*math.Log10(peak)*10) / 10
	}
	return lufs, truePeak, true
}

// truePeakMeter oversamples a channel 4x with a windowed-sinc interpolator and
// reports each input sample's largest interpolated magnitude.
type truePeakMeter struct {
	hist [tpTaps]float64
	pos  int
}

const tpTaps = 12 // input samples per interpolation (a 48-tap 4x filter)

var tpCoef = func() [4][tpTaps]float64 {
	var c [4][tpTaps]float64
	for phase := 0; phase < 4; phase++ {
		sum := 0.0
		for k := 0; k < tpTaps; k++ {
			// Distance from the interpolated point to input sample k.
			t := float64(k-tpTaps/2+1) - float64(phase)/4
			x := math.Pi * t
			sinc := 1.0
			if x != 0 {
				sinc = math.Sin(x) / x
			}
			win := 0.5 + 0.5*math.Cos(math.Pi*t/float64(tpTaps/2+1))
			c[phase][k] = sinc * win
			sum += c[phase][k]
		}
		for k := range c[phase] {
			c[phase][k] /= sum
		}
	}
	return c
}()

func newTruePeak() *truePeakMeter { return &truePeakMeter{} }

func (m *truePeakMeter) push(x float64) float64 {
	m.hist[m.pos] = x
	m.pos = (m.pos + 1) % tpTaps
	peak := math.Abs(x)
	for phase := 1; phase < 4; phase++ {
		v := 0.0
		for k := 0; k < tpTaps; k++ {
			// hist in time order: oldest at m.pos.
			v += tpCoef[phase][tpTaps-1-k] * m.hist[(m.pos+tpTaps-1-k)%tpTaps]
		}
		peak = math.Max(peak, math.Abs(v))
	}
	return peak
}
