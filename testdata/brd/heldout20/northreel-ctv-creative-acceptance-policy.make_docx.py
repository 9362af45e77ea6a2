#!/usr/bin/env python3
"""Writes northreel-ctv-creative-acceptance-policy.docx: a streaming network's commercial creative acceptance
policy as a Word-native document (hand-written OOXML). The OOXML helpers (run/para/bullet/table), styles and
package writer are copied from heldout17's sonderwave-audio-advertiser-welcome-pack.make_docx.py; the content is new."""
import sys, zipfile
from xml.sax.saxutils import escape

W = 'xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main" xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships"'


def run(t, b=False, i=False):
    rpr = ("<w:b/>" if b else "") + ("<w:i/>" if i else "")
    return f'<w:r>{"<w:rPr>"+rpr+"</w:rPr>" if rpr else ""}<w:t xml:space="preserve">{escape(t)}</w:t></w:r>'


def para(t, style=None, b=False, runs=None):
    ppr = f'<w:pPr><w:pStyle w:val="{style}"/></w:pPr>' if style else ""
    body = "".join(run(x, bb) for x, bb in runs) if runs else run(t, b)
    return f"<w:p>{ppr}{body}</w:p>"


def bullet(t):
    return para(t, "ListBullet")


def table(rows, widths, header=True):
    grid = "".join(f'<w:gridCol w:w="{w}"/>' for w in widths)
    out = [f'<w:tbl><w:tblPr><w:tblStyle w:val="TableGrid"/><w:tblW w:w="{sum(widths)}" w:type="dxa"/>'
           '<w:tblBorders><w:top w:val="single" w:sz="4" w:color="808080"/><w:left w:val="single" w:sz="4" w:color="808080"/>'
           '<w:bottom w:val="single" w:sz="4" w:color="808080"/><w:right w:val="single" w:sz="4" w:color="808080"/>'
           '<w:insideH w:val="single" w:sz="4" w:color="808080"/><w:insideV w:val="single" w:sz="4" w:color="808080"/></w:tblBorders>'
           f'</w:tblPr><w:tblGrid>{grid}</w:tblGrid>']
    for ri, r in enumerate(rows):
        out.append("<w:tr>")
        ci = 0
        for c in r:
            span = 1
            if isinstance(c, tuple):
                c, span = c
            w = sum(widths[ci:ci + span])
            shade = '<w:shd w:val="clear" w:color="auto" w:fill="D9E4EE"/>' if header and ri == 0 else ""
            gs = f'<w:gridSpan w:val="{span}"/>' if span > 1 else ""
            paras = "".join(para(x, "TableText", b=(header and ri == 0)) for x in c.split("\n"))
            out.append(f'<w:tc><w:tcPr><w:tcW w:w="{w}" w:type="dxa"/>{gs}{shade}</w:tcPr>{paras}</w:tc>')
            ci += span
        out.append("</w:tr>")
    out.append("</w:tbl>")
    out.append(para(""))
    return "".join(out)



B = []
B.append(para("Northreel Streaming", "Title"))
B.append(para("Commercial Creative Acceptance Policy · Policy AO-07 · Version 4.2 · Effective January 1, 2027", "Subtitle"))
B.append(table([["Owner", "Ad Standards & Operations"], ["Approved by", "R. Okafor, VP Advertising Operations (November 12, 2026)"],
                ["Supersedes", "Version 4.1 (March 2, 2026)"], ["Review cycle", "Annual, or when a platform standard changes"]], [2400, 7000], header=False))
B.append(para("1. Purpose", "Heading1"))
B.append(para("Northreel runs commercials in its ad-supported plans on smart TVs, streaming devices, game consoles, mobile apps and the web. Viewers watch mostly on large screens (71% of ad impressions in Q3 2026), so our standards follow broadcast practice. This policy sets out which commercials we accept, how they must be delivered and what our Ad Standards team checks before a commercial airs."))
B.append(para("2. Scope", "Heading1"))
B.append(para("This policy applies to every commercial delivered to Northreel for linear-style ad breaks, pause ads excluded. Pause ads and sponsorship billboards have their own specification (AO-09). Where this policy and an insertion order differ, this policy applies unless the insertion order names the section it replaces."))
B.append(para("3. Definitions", "Heading1"))
B.append(table([["Term", "Meaning"],
                ["Mezzanine file", "The high-quality file we transcode into our streaming renditions; it is what you deliver."],
                ["Broadcast-safe", "Video levels inside the legal range defined in section 5.1."],
                ["LKFS", "Loudness, K-weighted, relative to full scale (ATSC A/85); 1 LU equals 1 dB."],
                ["Super", "Any text shown on screen over the picture."],
                ["Major statement", "The audio statement of a prescription drug’s most important risks."]], [2400, 7000]))
B.append(para("4. Delivery", "Heading1"))
B.append(para("Deliver commercials through the Northreel Ad Portal or through SpotRelay. We do not accept files by e-mail or by file-sharing links."))
B.append(bullet("Each commercial must carry a valid Ad-ID in its metadata, for example NRVL0042000H (four-character prefix, seven characters, H for HD)."))
B.append(bullet("Deliver at least 5 business days before the first air date; prescription drug commercials need 7 business days for clearance."))
B.append(bullet("One commercial per file. Files with more than one spot are returned."))
B.append(para("5. Technical acceptance", "Heading1"))
B.append(para("Every file is checked automatically when it arrives and again by an operator. A file that fails any item in the Requirement column is rejected; the Notes column gives preferences and explanations only."))
B.append(table([["Item", "Requirement", "Notes"],
                ["Container and codec", "QuickTime .mov with Apple ProRes 422 HQ, or .mp4 with H.264 High Profile", "ProRes 422 HQ preferred"],
                ["Video bitrate", "H.264 files: 20 Mbps minimum", "ProRes at its native rate"],
                ["Resolution", "1920 × 1080 or 3840 × 2160", "UHD is downconverted by us"],
                ["Frame rate", "23.976 or 29.97 fps, progressive", "Deliver at the master’s native rate"],
                ["Length", ":15, :30 or :60", "See 5.3 for the tolerance"],
                ["Audio", "Stereo, 48 kHz; PCM (ProRes) or AAC at 320 kbps (H.264)", "5.1 mixes are not accepted"],
                ["Loudness", "−24 LKFS ±2 LU integrated", "Measured over the whole spot (ATSC A/85)"],
                ["True peak", "−2 dBTP maximum", "Was −1 dBTP before version 4.2"],
                ["File size", "20 GB maximum", "—"]], [2300, 4300, 2800]))
B.append(para("5.1 Broadcast-safe levels", "Heading2"))
B.append(para("Luma must stay between 16 and 235 (8-bit code values; 64 to 940 in 10-bit files) and chroma between 16 and 240. Color must be Rec. 709. Do not add 7.5 IRE setup. Files with level excursions are returned for correction; we do not legalize files on your behalf."))
B.append(para("5.2 Slate, bars and black", "Heading2"))
B.append(para("The file must not contain a slate, bars and tone, or a countdown: the Ad-ID and title travel in metadata. The commercial starts on the first frame. There may be no more than 0.5 seconds of black and silence at the head or at the tail."))
B.append(para("5.3 Length tolerance", "Heading2"))
B.append(para("The content must run the booked length exactly. The file may be up to 0.5 seconds longer than the booked length (for example 30.5 seconds for a :30) but never shorter. A :30 that runs 29.9 seconds is rejected."))
B.append(para("5.4 Captions", "Heading2"))
B.append(para("All commercials must be closed-captioned: CEA-608/708 captions embedded in the file, or a sidecar SCC or WebVTT file delivered with it. Captions must match the audio word for word."))
B.append(para("5.5 Supers and safe areas", "Heading2"))
B.append(bullet("All text and logos must sit inside the 90% title-safe area."))
B.append(bullet("Text must be at least 30 pixels high in a 1920 × 1080 frame (60 pixels in UHD)."))
B.append(bullet("Each super must stay on screen for at least 3 seconds."))
B.append(bullet("We recommend white or light text with a drop shadow or a solid box behind it."))
B.append(para("5.6 Flashing and patterns", "Heading2"))
B.append(para("Commercials must pass a photosensitive-epilepsy test (Harding FPA or equivalent): no more than 3 flashes in any one-second period. The test report must be supplied on request."))
B.append(para("6. Prescription drug commercials", "Heading1"))
B.append(para("Northreel accepts commercials for prescription drugs in the United States only, from advertisers who have completed our healthcare onboarding. In addition to section 5:"))
B.append(bullet("The major statement must be presented in the audio; on-screen text may accompany it but cannot replace it."))
B.append(bullet("The first full mention of the product name, spoken or in a super, must be followed by its established (generic) name."))
B.append(bullet("The commercial must make adequate provision for the full prescribing information: a toll-free number and a website, shown on screen for at least 5 seconds."))
B.append(bullet("Supers in the major statement must not be shown over fast-moving or busy backgrounds."))
B.append(para("Commercials for prescription drugs do not run in programming rated TV-Y or TV-Y7, or in kids’ profiles. This is applied by our ad server, not by the creative."))
B.append(para("7. Clearance, fees and appeals", "Heading1"))
B.append(para("Ad Standards clears a commercial within 2 business days of delivery (prescription drugs: 4 business days). Rush clearance within 24 hours costs $750 per spot. If a commercial is rejected you may appeal once, in writing, within 10 business days; appeals are decided by the Director of Ad Standards."))
B.append(table([["Contact", "Address"], ["Ad Standards (clearance)", "adstandards@northreel.example"], ["Traffic and delivery", "traffic@northreel.example · +1 310 555 0188"]], [3400, 6000]))
B.append(para("8. Revision history", "Heading1"))
B.append(table([["Version", "Date", "Change"],
                ["4.2", "November 12, 2026", "True peak tightened from −1 dBTP to −2 dBTP; WebVTT accepted for captions; 20 GB maximum (was 10 GB)"],
                ["4.1", "March 2, 2026", "UHD delivery accepted; :45 length withdrawn"],
                ["4.0", "September 1, 2025", "First version for the ad-supported plan"]], [1200, 2200, 6000]))
B.append(para("Northreel may refuse or withdraw any commercial at its sole discretion. Acceptance does not mean that Northreel endorses the product or has verified the advertiser’s claims."))

HDR = f'<?xml version="1.0" encoding="UTF-8" standalone="yes"?><w:hdr {W}>' + para("Northreel Streaming · AO-07 Commercial Creative Acceptance Policy · v4.2", "Header") + "</w:hdr>"
FTR = (f'<?xml version="1.0" encoding="UTF-8" standalone="yes"?><w:ftr {W}><w:p><w:pPr><w:pStyle w:val="Footer"/></w:pPr>'
       + run("Controlled document: the current version is on the Northreel Ad Portal · Page ")
       + '<w:r><w:fldChar w:fldCharType="begin"/></w:r><w:r><w:instrText xml:space="preserve"> PAGE </w:instrText></w:r><w:r><w:fldChar w:fldCharType="separate"/></w:r><w:r><w:t>1</w:t></w:r><w:r><w:fldChar w:fldCharType="end"/></w:r></w:p></w:ftr>')
DOC = (f'<?xml version="1.0" encoding="UTF-8" standalone="yes"?><w:document {W}><w:body>' + "".join(B)
       + '<w:sectPr><w:headerReference w:type="default" r:id="rIdH"/><w:footerReference w:type="default" r:id="rIdF"/>'
       '<w:pgSz w:w="12240" w:h="15840"/><w:pgMar w:top="1300" w:right="1300" w:bottom="1300" w:left="1300" w:header="600" w:footer="600" w:gutter="0"/></w:sectPr></w:body></w:document>')


def sty(sid, name, size, bold=False, color=None, before=0, after=120, based="Normal", numbered=False):
    rpr = f'<w:sz w:val="{size}"/>' + ("<w:b/>" if bold else "") + (f'<w:color w:val="{color}"/>' if color else "")
    num = '<w:numPr><w:ilvl w:val="0"/><w:numId w:val="1"/></w:numPr><w:ind w:left="360" w:hanging="360"/>' if numbered else ""
    return (f'<w:style w:type="paragraph" w:styleId="{sid}"><w:name w:val="{name}"/><w:basedOn w:val="{based}"/>'
            f'<w:pPr>{num}<w:spacing w:before="{before}" w:after="{after}"/></w:pPr><w:rPr>{rpr}</w:rPr></w:style>')


STYLES = (f'<?xml version="1.0" encoding="UTF-8" standalone="yes"?><w:styles {W}>'
          '<w:docDefaults><w:rPrDefault><w:rPr><w:rFonts w:ascii="Liberation Sans" w:hAnsi="Liberation Sans" w:cs="Liberation Sans"/><w:sz w:val="20"/></w:rPr></w:rPrDefault></w:docDefaults>'
          '<w:style w:type="paragraph" w:default="1" w:styleId="Normal"><w:name w:val="Normal"/><w:pPr><w:spacing w:after="120"/></w:pPr></w:style>'
          + sty("Title", "Title", 40, True, "1F3A5F", after=60)
          + sty("Subtitle", "Subtitle", 24, False, "4A6A8A", after=240)
          + sty("Heading1", "heading 1", 28, True, "1F3A5F", before=240, after=100)
          + sty("Heading2", "heading 2", 23, True, "1F3A5F", before=160, after=80)
          + sty("ListBullet", "List Bullet", 20, numbered=True, after=60)
          + sty("TableText", "Table Text", 18, after=0)
          + sty("Header", "header", 16, color="666666", after=0)
          + sty("Footer", "footer", 16, color="666666", after=0)
          + '<w:style w:type="table" w:styleId="TableGrid"><w:name w:val="Table Grid"/><w:tblPr><w:tblCellMar><w:left w:w="80" w:type="dxa"/><w:right w:w="80" w:type="dxa"/></w:tblCellMar></w:tblPr></w:style>'
          '</w:styles>')
NUMBERING = (f'<?xml version="1.0" encoding="UTF-8" standalone="yes"?><w:numbering {W}>'
             '<w:abstractNum w:abstractNumId="0"><w:lvl w:ilvl="0"><w:start w:val="1"/><w:numFmt w:val="bullet"/><w:lvlText w:val="•"/><w:lvlJc w:val="left"/>'
             '<w:pPr><w:ind w:left="360" w:hanging="360"/></w:pPr></w:lvl></w:abstractNum><w:num w:numId="1"><w:abstractNumId w:val="0"/></w:num></w:numbering>')
CT = ('<?xml version="1.0" encoding="UTF-8" standalone="yes"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">'
      '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/>'
      '<Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/>'
      '<Override PartName="/word/styles.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.styles+xml"/>'
      '<Override PartName="/word/numbering.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.numbering+xml"/>'
      '<Override PartName="/word/header1.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.header+xml"/>'
      '<Override PartName="/word/footer1.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.footer+xml"/></Types>')
RELS = ('<?xml version="1.0" encoding="UTF-8" standalone="yes"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">'
        '<Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/></Relationships>')
DRELS = ('<?xml version="1.0" encoding="UTF-8" standalone="yes"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">'
         '<Relationship Id="rIdS" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/styles" Target="styles.xml"/>'
         '<Relationship Id="rIdN" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/numbering" Target="numbering.xml"/>'
         '<Relationship Id="rIdH" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/header" Target="header1.xml"/>'
         '<Relationship Id="rIdF" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/footer" Target="footer1.xml"/></Relationships>')
out = sys.argv[1] if len(sys.argv) > 1 else "northreel-ctv-creative-acceptance-policy.docx"
with zipfile.ZipFile(out, "w", zipfile.ZIP_DEFLATED) as z:
    z.writestr("[Content_Types].xml", CT)
    z.writestr("_rels/.rels", RELS)
    z.writestr("word/_rels/document.xml.rels", DRELS)
    z.writestr("word/document.xml", DOC)
    z.writestr("word/styles.xml", STYLES)
    z.writestr("word/numbering.xml", NUMBERING)
    z.writestr("word/header1.xml", HDR)
    z.writestr("word/footer1.xml", FTR)
