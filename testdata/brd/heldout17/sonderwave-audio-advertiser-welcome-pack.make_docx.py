#!/usr/bin/env python3
"""Writes sonderwave-audio-advertiser-welcome-pack.docx: a podcast and programmatic audio network's
advertiser welcome pack as a Word-native document (hand-written OOXML: styles, header/footer, tables
with a shaded header row and a gridSpan cell). Written from scratch for heldout17."""
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
B.append(para("SonderWave Audio", "Title"))
B.append(para("Advertiser Welcome Pack: Podcasts and Programmatic Audio — Health & Wellness edition, February 2027", "Subtitle"))
B.append(para("Dear partner,"))
B.append(para("Thank you for booking with SonderWave. Our network carries 212 podcasts and 48 streaming radio stations, reaching 22 million monthly listeners in the United States. This pack explains how your campaign goes live, what we need from your creative team and whom to call. Please share sections 3 to 5 with whoever produces your audio."))
B.append(para("Where this pack says “must” or “required”, audio that does not comply is sent back by our Traffic team and does not air. Where it says “we suggest” or “tip”, it is advice and never delays a campaign."))
B.append(para("1. Your SonderWave team", "Heading1"))
B.append(table([["Role", "Name", "Contact"],
                ["Account director", "Marisol Quint", "marisol.quint@sonderwave.example"],
                ["Traffic and creative QC", "Traffic desk", "traffic@sonderwave.example · (646) 555-0173"],
                ["Host relations", "Dev Anand", "hosts@sonderwave.example"]], [2600, 2600, 4200]))
B.append(para("2. How buying works", "Heading1"))
B.append(para("You can buy SonderWave in two ways. Produced spots run across podcasts and streaming radio through dynamic ad insertion (DAI) and programmatic deals. Host-read ads are recorded by a show’s host from your talking points and run in that show only."))
B.append(table([["Package", "What runs", "Minimum", "Price"],
                ["Network DAI", "Produced :15 / :30 across 212 podcasts", "$15,000", "$22 CPM"],
                ["Streaming radio PMP", "Produced :15 / :30 on 48 stations", "$10,000", "$14 CPM"],
                ["Host-read sponsorship", "Host-read :60 in one show, 4 episodes", "$18,000", "$32 CPM"],
                ["Companion display", "Banner shown in the player during the spot", "included", "—"]], [2400, 3600, 1600, 1800]))
B.append(para("Prices exclude agency commission. Flights start on Mondays. We bill monthly on delivered impressions as reported by our ad server."))
B.append(para("3. Produced spots", "Heading1"))
B.append(para("Produced spots are finished audio files you deliver to us. They must meet every line of this table; we check each file on upload."))
B.append(table([["Property", "Requirement"],
                ["Length", ":15 or :30 exactly (±0.5 s). :60 produced spots are not accepted on DAI."],
                ["File", "WAV (PCM, 16- or 24-bit) or MP3 at 320 kbps CBR"],
                ["Sample rate", "44.1 kHz or 48 kHz"],
                ["Channels", "Stereo for podcast DAI; mono is accepted on streaming radio"],
                ["Loudness", "−16 LUFS integrated (±1 LU) for stereo files; −19 LUFS (±1 LU) for mono files"],
                ["True peak", "−1.0 dBTP maximum"],
                ["Silence", "No more than 0.5 s of silence at the start or end"],
                ["Script length", "We suggest no more than 40 words for a :15 and 80 words for a :30, so the safety read fits."]], [2400, 7000]))
B.append(para("4. Host-read ads", "Heading1"))
B.append(para("Hosts read your message in their own words from talking points you supply. Reads are recorded by the host, approved by you and then inserted into the episode."))
B.append(bullet("Talking points must be supplied as DOCX or PDF and must not exceed 250 words."))
B.append(bullet("A host-read ad runs up to 60 seconds; reads are not timed to the second."))
B.append(bullet("Include a phonetic spelling of every brand and generic name."))
B.append(bullet("Host-read ads are not available for prescription drug brands. Prescription brands buy produced spots only, so that the final audio can pass your medical, legal and regulatory review word for word."))
B.append(bullet("Tip: hosts are most convincing when you give them a personal angle, not a script."))
B.append(para("5. Companion banners", "Heading1"))
B.append(para("Companion banners appear in the SonderWave player and partner apps while your spot plays. They are optional, but if you send them they must meet these specs."))
B.append(table([["Size", "Where it shows", "Max file size", "Format"],
                ["640 × 640", "Podcast players (mobile)", "200 KB", "JPG or PNG"],
                ["300 × 250", "Web player and streaming radio", "150 KB", "JPG or PNG"],
                ["All companions", ("Static only. No animation, no audio, no text smaller than 24 px on the 640 × 640.", 3)]], [2000, 3400, 2000, 2000]))
B.append(para("6. Health and pharmaceutical advertising", "Heading1"))
B.append(bullet("Prescription drug spots that name the product and its use must include the major statement of risks in the audio, in the same spot."))
B.append(bullet("Each prescription drug spot must tell listeners where to find the full Prescribing Information (a website or toll-free number read aloud)."))
B.append(bullet("Companion banners for prescription drugs must carry the line “See Important Safety Information” linked to the ISI."))
B.append(bullet("Every health spot must be delivered with its promotional review approval code in the file’s ID3 comment field (MP3) or the upload form (WAV)."))
B.append(bullet("Health and wellness spots do not air on shows in our Kids & Family genre; we apply that exclusion when the campaign is set up."))
B.append(para("7. Timeline", "Heading1"))
B.append(table([["When", "What"],
                ["10 business days before launch", "Talking points to host relations (host-read)"],
                ["5 business days before launch", "Final audio and companions to Traffic (produced)"],
                ["3 business days before launch", "Host read recordings back to you for approval"],
                ["Launch day", "Campaign live; first delivery report after 48 hours"]], [3600, 5800]))
B.append(para("The timeline is for planning; it is not a creative requirement."))
B.append(para("8. File naming", "Heading1"))
B.append(para("Name every audio file SW_[Advertiser]_[Campaign]_[Length]_[Version]: for example SW_Nuvelle_Spring27_30_V2.wav. Companion banners add the size: SW_Nuvelle_Spring27_640x640_V1.png."))
B.append(para("Terms", "Heading1"))
B.append(para("This pack summarizes SonderWave’s Advertising Terms (version 6.3). If this pack and the Terms differ, the Terms apply. SonderWave may refuse any creative that does not fit a show’s editorial standards."))

HDR = f'<?xml version="1.0" encoding="UTF-8" standalone="yes"?><w:hdr {W}>' + para("SonderWave Audio · Advertiser Welcome Pack · Health & Wellness · February 2027", "Header") + "</w:hdr>"
FTR = (f'<?xml version="1.0" encoding="UTF-8" standalone="yes"?><w:ftr {W}><w:p><w:pPr><w:pStyle w:val="Footer"/></w:pPr>'
       + run("Confidential: for SonderWave advertisers and their agencies · Page ")
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
out = sys.argv[1] if len(sys.argv) > 1 else "sonderwave-audio-advertiser-welcome-pack.docx"
with zipfile.ZipFile(out, "w", zipfile.ZIP_DEFLATED) as z:
    z.writestr("[Content_Types].xml", CT)
    z.writestr("_rels/.rels", RELS)
    z.writestr("word/_rels/document.xml.rels", DRELS)
    z.writestr("word/document.xml", DOC)
    z.writestr("word/styles.xml", STYLES)
    z.writestr("word/numbering.xml", NUMBERING)
    z.writestr("word/header1.xml", HDR)
    z.writestr("word/footer1.xml", FTR)
