package compliance

// The spec's constants (§5, §9): the defaults when a rule has no value.
var (
	// ApprovedDisplaySizes are the spec's approved display sizes.
	ApprovedDisplaySizes = []string{"160x600", "300x250", "728x90", "300x600"}
	// StandardCreativeSizes are the spec's standard creative sizes.
	StandardCreativeSizes = []string{"300x600", "300x250", "160x600", "728x90", "320x50"}
	// DefaultFormats are the spec's allowed formats for the rule checks.
	DefaultFormats = []string{"JPG", "JPEG", "PNG", "GIF", "MP4", "MOV"}
	// DefaultFrameRates are the standard video frame rates accepted when a
	// frameRate rule names none.
	DefaultFrameRates = []string{"23.976", "24", "25", "29.97", "30", "50", "59.94", "60"}
	// DefaultCodecs are the video codecs accepted when a codec rule names
	// none: H.264, which every ad server and social platform accepts.
	DefaultCodecs = []string{"h264"}
	// DefaultAspectRatios are the aspect ratios accepted when an aspectRatio
	// rule names none: the common video and social ratios.
	DefaultAspectRatios = []string{"16:9", "9:16", "1:1", "4:5", "4:3"}
)

const (
	// DefaultMaxFileSizeKB is the spec's rule-check file size limit.
	DefaultMaxFileSizeKB = 150.0
	// DefaultMinDurationSeconds and DefaultMaxDurationSeconds are the spec's
	// video duration range.
	DefaultMinDurationSeconds = 6.0
	DefaultMaxDurationSeconds = 30.0
	// DefaultNamingPattern is the spec's file naming rule: letters, digits,
	// underscore or hyphen, then a dot and an alphanumeric extension.
	DefaultNamingPattern = `^[A-Za-z0-9_-]+\.[A-Za-z0-9]+$`
	// DefaultFDAFilingPattern matches typical promotional material IDs:
	// "US-ABC-1234", "PP-XYZ-US-1234", "ABC-123456-01", "US-BRA-2300123".
	DefaultFDAFilingPattern = `\b[A-Z]{2,5}(?:-[A-Z]{2,5}){0,3}-[0-9]{4,8}(?:-[0-9]{1,3})?(?:\([0-9]{1,2}\))?\b`
	// AspectRatioTolerance is the relative tolerance of aspect ratio checks.
	AspectRatioTolerance = 0.01
	// FrameRateTolerance is the relative tolerance of frame rate checks.
	FrameRateTolerance = 0.01
)
