#!/bin/sh
# Regenerates the small probe fixtures in this folder. Tests never run this
# script: its outputs are committed. Needs (Debian): ffmpeg imagemagick
# ghostscript webp zip qpdf libimage-exiftool-perl.
#   apt-get install -y ffmpeg imagemagick ghostscript webp zip qpdf libimage-exiftool-perl
set -eu
cd "$(dirname "$0")"
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

# --- images ---------------------------------------------------------------
convert -size 300x250 gradient:red-blue -strip png24:png_rgb_300x250.png
convert -size 120x60 xc:none -fill red -draw 'circle 60,30 60,5' -strip png32:png_rgba_120x60.png
convert -size 16x16 gradient: -strip -colorspace Gray png8:png_gray_16x16.png
# A file whose name says 300x250 but whose pixels are 728x90.
convert -size 728x90 xc:orange -strip png8:banner_300x250.png
convert -size 728x90 gradient:white-navy -strip -quality 60 jpeg_baseline_728x90.jpg
convert -size 160x600 gradient:yellow-green -strip -interlace Plane -quality 50 jpeg_progressive_160x600.jpg
convert -size 120x80 gradient:cyan-magenta -strip -colorspace CMYK -quality 50 jpeg_cmyk_120x80.jpg
convert -size 50x40 gradient: -strip -colorspace Gray -quality 50 jpeg_gray_50x40.jpg
# EXIF first, orientation 6 (rotate 90° clockwise) — needs exiftool
# (libimage-exiftool-perl).
convert -size 64x48 gradient:red-black -strip -quality 40 jpeg_exif_orient6_64x48.jpg
exiftool -q -overwrite_original -n -Orientation=6 -Artist=PharmaOps jpeg_exif_orient6_64x48.jpg
# A JPEG wearing a .png extension.
cp jpeg_baseline_728x90.jpg really_jpeg.png
convert -size 90x45 xc:white -strip gif_static_90x45.gif
# 3 frames: 0.5 s, 0 cs (browsers show 0.1 s) and 1.0 s; loop count 2.
convert -size 120x60 -delay 50 xc:red -delay 0 xc:green -delay 100 xc:blue -loop 2 -strip gif_anim_120x60.gif
convert -size 320x50 gradient:red-white -strip -quality 40 "$tmp/w.png"
cwebp -quiet -q 30 "$tmp/w.png" -o webp_lossy_320x50.webp
cwebp -quiet -lossless png_gray_16x16.png -o webp_lossless_16x16.webp
cwebp -quiet -q 30 -alpha_q 30 png_rgba_120x60.png -o webp_alpha_120x60.webp
convert -size 64x32 xc:red "$tmp/f1.png"
convert -size 64x32 xc:lime "$tmp/f2.png"
convert -size 64x32 xc:blue "$tmp/f3.png"
img2webp -loop 0 -lossy -q 20 -d 200 "$tmp/f1.png" -d 300 "$tmp/f2.png" -d 500 "$tmp/f3.png" -o webp_anim_64x32.webp >/dev/null
convert -size 33x17 xc:blue bmp3:bmp_33x17.bmp
# APNG: 4 frames at 4 fps, looping forever.
ffmpeg -nostdin -loglevel error -y -f lavfi -i testsrc=size=32x16:rate=4:duration=1 -plays 0 -f apng apng_32x16.png

# --- video: 1 s, 64x36, 10 fps ---------------------------------------------
src="-f lavfi -i testsrc=size=64x36:rate=10:duration=1 -f lavfi -i sine=frequency=440:duration=1"
enc="-c:v libx264 -preset veryfast -crf 40 -pix_fmt yuv420p -c:a aac -b:a 16k -ac 1 -ar 22050 -map_metadata -1 -fflags +bitexact -flags:v +bitexact -flags:a +bitexact"
ffmpeg -nostdin -loglevel error -y $src $enc -movflags +faststart mp4_faststart_64x36.mp4
ffmpeg -nostdin -loglevel error -y $src $enc mp4_moov_end_64x36.mp4
# Fragmented (empty moov, samples in moof boxes), as live recorders write.
ffmpeg -nostdin -loglevel error -y $src $enc -movflags frag_keyframe+empty_moov mp4_fragmented_64x36.mp4
ffmpeg -nostdin -loglevel error -y -f lavfi -i testsrc=size=64x36:rate=25:duration=1 \
	-c:v mpeg4 -q:v 20 -map_metadata -1 -fflags +bitexact -f mov mov_mpeg4_64x36.mov
ffmpeg -nostdin -loglevel error -y -f lavfi -i testsrc=size=64x36:rate=30000/1001:duration=1 \
	-c:v libx265 -preset ultrafast -crf 45 -tag:v hvc1 -x265-params log-level=none \
	-map_metadata -1 -fflags +bitexact -movflags +faststart mp4_hevc_64x36.mp4

# --- documents --------------------------------------------------------------
cat > "$tmp/doc.ps" <<'PS'
%!PS
[ /Title (Brand X Requirements) /Author (Creative Ops) /Subject (BRD) /Keywords (pharma, banner) /DOCINFO pdfmark
<< /PageSize [612 792] >> setpagedevice
/Helvetica findfont 24 scalefont setfont
72 700 moveto (Page one) show showpage
<< /PageSize [595 842] >> setpagedevice
72 700 moveto (Page two) show showpage
72 700 moveto (Page three) show showpage
PS
gs -q -dNOPAUSE -dBATCH -dSAFER -sDEVICE=pdfwrite -dCompatibilityLevel=1.4 -sOutputFile=pdf_letter_3pages.pdf "$tmp/doc.ps"
# Same document with object and cross-reference streams, and encrypted
# (AES-256, empty user password) — needs qpdf.
qpdf --object-streams=generate --compress-streams=y pdf_letter_3pages.pdf pdf_objstm_3pages.pdf
qpdf --encrypt "" owner 256 -- pdf_letter_3pages.pdf pdf_encrypted_3pages.pdf

# --- HTML5 banner -----------------------------------------------------------
mkdir -p "$tmp/banner/img"
cat > "$tmp/banner/index.html" <<'HTML'
<!DOCTYPE html>
<html><head>
<meta charset="utf-8">
<meta name="ad.size" content="width=300,height=250">
<link rel="stylesheet" href="style.css">
<script src="https://s0.2mdn.net/ads/studio/Enabler.js"></script>
<script>var clickTag = "https://www.example.com";</script>
</head>
<body><a href="javascript:window.open(window.clickTag)"><img src="img/bg.png" alt=""></a>
<script src="main.js"></script></body></html>
HTML
echo 'body{margin:0;background:url(img/bg.png)}' > "$tmp/banner/style.css"
echo 'document.body.className = "ready";' > "$tmp/banner/main.js"
cp png_rgba_120x60.png "$tmp/banner/img/bg.png"
# Fixed timestamps keep the zip byte-identical between runs.
find "$tmp/banner" -exec touch -d 2024-01-01T00:00:00Z {} +
rm -f html5_300x250.zip
(cd "$tmp/banner" && zip -q -X -r - index.html style.css main.js img) > html5_300x250.zip

# MPEG program streams (.mpg): MPEG-2 video with MPEG audio in a DVD-style
# (MPEG-2) pack layer, and MPEG-1 system stream.
ffmpeg -nostdin -loglevel error -y -f lavfi -i testsrc=size=64x36:rate=25 -f lavfi -i sine=frequency=1000:sample_rate=48000 -t 2 -c:v mpeg2video -b:v 200k -c:a mp2 -ac 2 -b:a 64k -f vob mpeg2_64x36.mpg
ffmpeg -nostdin -loglevel error -y -f lavfi -i testsrc=size=64x48:rate=30 -f lavfi -i sine=frequency=440:sample_rate=44100 -t 1 -c:v mpeg1video -c:a mp2 -ac 1 -f mpeg mpeg1_64x48.mpg
