# Writes ostrand-spec-matrix-calc.fods (flat ODS: three sheets, landscape page style, wrapped cells). Usage: python3 ostrand-spec-matrix-calc.make_fods.py ostrand-spec-matrix-calc.fods
import sys
from xml.sax.saxutils import escape
NS='xmlns:office="urn:oasis:names:tc:opendocument:xmlns:office:1.0" xmlns:style="urn:oasis:names:tc:opendocument:xmlns:style:1.0" xmlns:text="urn:oasis:names:tc:opendocument:xmlns:text:1.0" xmlns:table="urn:oasis:names:tc:opendocument:xmlns:table:1.0" xmlns:fo="urn:oasis:names:tc:opendocument:xmlns:xsl-fo-compatible:1.0" xmlns:number="urn:oasis:names:tc:opendocument:xmlns:datastyle:1.0"'
def c(v,st='ce1'):
    if v is None or v=='': return f'<table:table-cell table:style-name="{st}"/>'
    if isinstance(v,(int,float)):
        return f'<table:table-cell table:style-name="{st}" office:value-type="float" office:value="{v}"><text:p>{v}</text:p></table:table-cell>'
    return f'<table:table-cell table:style-name="{st}" office:value-type="string"><text:p>{escape(v)}</text:p></table:table-cell>'
def sheet(name,widths,header,rows,title=None,style='ta1'):
    cols=''.join(f'<table:table-column table:style-name="co{i}_{name[:3]}"/>' for i in range(len(widths)))
    out=f'<table:table table:name="{escape(name)}" table:style-name="{style}">'+cols
    if title:
        out+='<table:table-row table:style-name="ro1">'+c(title,'ceT')+''.join(c('', 'ce0') for _ in widths[1:])+'</table:table-row>'
    out+='<table:table-header-rows><table:table-row table:style-name="ro1">'+''.join(c(h,'ceH') for h in header)+'</table:table-row></table:table-header-rows>'
    for r in rows:
        out+='<table:table-row table:style-name="ro1">'+''.join(c(v) for v in r)+'</table:table-row>'
    return out+'</table:table>', ''.join(f'<style:style style:name="co{i}_{name[:3]}" style:family="table-column"><style:table-column-properties style:column-width="{w}in"/></style:style>' for i,w in enumerate(widths))
M=['Ref','Channel','Placement','Size (px)','File types','Max initial (KB)','Max polite (KB)','Max anim. (s)','Max loops','Length (s)','Frame rate (fps)','Min video bitrate (kbps)','Audio','Status','Notes']
D='JPG, PNG, GIF, HTML5'
rows=[
['D1','Display','Medium rectangle','300x250',D,150,500,15,3,'—','—','—','none','Hard limit','see note 1'],
['D2','Display','Leaderboard','728x90',D,150,500,15,3,'—','—','—','none','Hard limit','see note 1'],
['D3','Display','Half page','300x600',D,200,800,15,3,'—','—','—','none','Hard limit','see note 1; ISI must be visible without interaction (note 2)'],
['D4','Display','Mobile banner','320x50','JPG, PNG, GIF',50,'—',15,3,'—','—','—','none','Hard limit','no HTML5 on this size'],
['D5','Display','All sizes','—','—',100,'—',10,'—','—','—','—','—','Guideline','faster load; shorter animation tests better'],
['V1','Video','Pre-roll (in-stream)','1920x1080','MP4 (H.264)','—','—','—','—','15, 30','23.976, 29.97',5000,'AAC stereo, 192 kbps min.','Hard limit','skippable after 5 s (player setting)'],
['V2','Video','Outstream (in-article)','1280x720','MP4 (H.264)','—','—','—','—','6 to 30','25, 29.97, 30',2000,'AAC, may be silent','Hard limit','plays muted; captions burned in'],
['V3','Video','All video','—','—','—','—','—','—','—','—','—','−23 LUFS ±1','Guideline','loudness target for our player'],
['N1','Native','Main image','1200x628','JPG, PNG',300,'—','—','—','—','—','—','—','Hard limit','no text over 20% of the image'],
['N2','Native','Logo','200x200','PNG',50,'—','—','—','—','—','—','—','Hard limit','transparent background'],
['N3','Native','Headline / body','—','text','—','—','—','—','—','—','—','—','Hard limit','headline 40 characters max; body 120 characters max'],
['E1','Email','Newsletter banner','600x200','JPG, PNG',80,'—','—','—','—','—','—','—','Hard limit','GIF not accepted; no HTML5'],
['A1','Audio','Streaming audio','—','MP3, WAV','—','—','—','—','15, 30','—','—','stereo, 44.1 or 48 kHz, 128 kbps min. (MP3)','Hard limit','companion 640x640 JPG, 150 KB max'],
]
s1,cs1=sheet('Spec matrix',[0.35,0.6,1.05,0.7,1.05,0.6,0.6,0.55,0.5,0.55,0.75,0.7,1.2,0.7,1.75],M,rows,title='Ostrand Health Media · Pharma creative spec matrix 2027 (v4, 11 Jan 2027)')
L=[['Hard limit','Creatives that exceed any value in a Hard limit row are rejected by ad operations and returned to the agency.'],
['Guideline','Targets we recommend; they are reported but never cause a rejection.'],
['— (dash)','Not applicable or no limit.'],
['Units','Sizes are width x height in pixels. Weights are in KB (1 KB = 1,024 bytes). A "Max initial" value is the whole file size for JPG, PNG and GIF creatives.'],
['Note 1','HTML5 units: the initial load is everything requested before the host page’s load event; the polite load is everything after it, up to the Max polite value.'],
['Note 2','Prescription-drug creatives must carry Important Safety Information on every unit. On 300x600 units the ISI must be visible without interaction; on other sizes a persistent ISI link is accepted.'],
['Note 3','Animated GIFs count every loop towards Max anim. (s).'],
['Note 4','Prescription-drug creatives must not run on our teen health section; ad operations applies this at trafficking.'],
['Note 5','Every file must carry the advertiser’s regulatory review code in the file name, for example OST_Brandname_300x250_RC-12345.zip.'],
['Contact','adops@ostrand-health.example, weekdays 9:00–17:00 ET.']]
s2,cs2=sheet('Legend and notes',[1.2,8.5],['Term','Meaning'],L)
S=[['Material deadline','5 business days before launch'],['Rich media review','3 business days'],['Changes after approval','restart the review'],['Q1 booking deadline','15 December 2026']]
s3,cs3=sheet('Schedule',[2.5,4.0],['Step','Timing'],S)
styles=('<office:automatic-styles>'+cs1+cs2+cs3+
'<style:style style:name="ro1" style:family="table-row"><style:table-row-properties style:use-optimal-row-height="true"/></style:style>'
'<style:style style:name="ta1" style:family="table" style:master-page-name="Land"><style:table-properties table:display="true"/></style:style>'
'<style:style style:name="ce1" style:family="table-cell"><style:table-cell-properties fo:wrap-option="wrap" style:vertical-align="top" fo:border="0.5pt solid #808080"/><style:text-properties fo:font-size="8pt" style:font-name="Liberation Sans"/></style:style>'
'<style:style style:name="ce0" style:family="table-cell"><style:text-properties fo:font-size="8pt"/></style:style>'
'<style:style style:name="ceT" style:family="table-cell"><style:text-properties fo:font-size="11pt" fo:font-weight="bold"/></style:style>'
'<style:style style:name="ceH" style:family="table-cell"><style:table-cell-properties fo:wrap-option="wrap" style:vertical-align="top" fo:background-color="#d9e1f2" fo:border="0.5pt solid #808080"/><style:text-properties fo:font-size="8pt" fo:font-weight="bold" style:font-name="Liberation Sans"/></style:style>'
'<style:page-layout style:name="pmL"><style:page-layout-properties fo:page-width="11in" fo:page-height="8.5in" style:print-orientation="landscape" fo:margin-top="0.4in" fo:margin-bottom="0.4in" fo:margin-left="0.35in" fo:margin-right="0.35in" style:scale-to-X="1" style:scale-to-Y="0" style:print-page-order="ltr"/></style:page-layout>'
'</office:automatic-styles>'
'<office:master-styles><style:master-page style:name="Land" style:page-layout-name="pmL"><style:header><text:p>Ostrand Health Media – creative specifications</text:p></style:header><style:footer><text:p>Page <text:page-number>1</text:page-number></text:p></style:footer></style:master-page></office:master-styles>')
doc=f'<?xml version="1.0" encoding="UTF-8"?><office:document {NS} office:version="1.3" office:mimetype="application/vnd.oasis.opendocument.spreadsheet"><office:font-face-decls/>'+styles+'<office:body><office:spreadsheet>'+s1+s2+s3+'</office:spreadsheet></office:body></office:document>'
open(sys.argv[1],'w').write(doc)
