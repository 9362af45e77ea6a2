# Writes orlinde-monday-board.fods: a monday.com board as it arrives from "Export board to Excel" and a
# re-save in LibreOffice Calc: board title row, one block per GROUP (coloured group-name row, its own
# header row, item rows, SUBITEM rows indented under their item with their own header), status labels,
# a "Requirement type" label column (Mandatory / Best practice), a Parked group whose items say "Not doing",
# and an "Updates" column exported as the latest update text. Usage: python3 orlinde-monday-board.make_fods.py orlinde-monday-board.fods
# Cell helpers adapted from heldout6's pellmont make_fods.py.
import sys
from xml.sax.saxutils import escape
NS=('xmlns:office="urn:oasis:names:tc:opendocument:xmlns:office:1.0" xmlns:style="urn:oasis:names:tc:opendocument:xmlns:style:1.0" '
 'xmlns:text="urn:oasis:names:tc:opendocument:xmlns:text:1.0" xmlns:table="urn:oasis:names:tc:opendocument:xmlns:table:1.0" '
 'xmlns:fo="urn:oasis:names:tc:opendocument:xmlns:xsl-fo-compatible:1.0" xmlns:number="urn:oasis:names:tc:opendocument:xmlns:datastyle:1.0"')
def c(v,st='ce1'):
    if v is None or v=='': return f'<table:table-cell table:style-name="{st}"/>'
    return f'<table:table-cell table:style-name="{st}" office:value-type="string"><text:p>{escape(v)}</text:p></table:table-cell>'
def row(cells,st='ce1'): return '<table:table-row table:style-name="ro1">'+''.join(c(v,st if not isinstance(st,list) else st[i]) for i,v in enumerate(cells))+'</table:table-row>'
W=[2.0,0.8,0.9,2.9,1.0,0.9,2.3]
H=['Name','Person','Status','Spec','Requirement type','Date','Last update']
SH=['','Subitem','Owner','Status','Date','','']
STC={'Done':'ceDone','Working on it':'ceWork','Stuck':'ceStuck','Not doing':'ceNot','':'ce1'}
def item(r): return row(r,['ce1','ce1',STC[r[2]],'ce1','ce1','ce1','ce1'])
def sub(r): return row(r,['ceSub']*7)
groups=[
('Search — Google responsive search ads','ceG1',[
 (['RSA headlines','Maya','Working on it','30 characters max per headline; 3 to 15 headlines per ad','Mandatory','Dec 4','Maya: 12 written, 3 over 30 char, fixing'],[['','Headline 9: “Ask your doctor about Zenquilo” (31 char) — too long','Maya','Stuck','Dec 2','',''],['','Pin headline 1 to position 1','Maya','Done','Nov 30','','']]),
 (['RSA descriptions','Maya','Working on it','90 characters max each; 2–4 per ad','Mandatory','Dec 4',''],[]),
 (['Pinned headline','Maya','Done','Headline 1 must be “Zenquilo (ravotasib)” — brand + generic, pinned to position 1','Mandatory','Nov 30',''],[]),
 (['Display URL paths','Maya','Done','2 paths, 15 char each','Mandatory','Nov 30',''],[]),
 (['Sitelinks','Maya','Working on it','Link text 25 char max; description lines 35 char max','Mandatory','Dec 4',''],[]),
 (['ISI sitelink','Legal','Done','Every ad group must carry the sitelink “Important Safety Info” to the ISI page','Mandatory','Nov 28','Approved by Legal 11/28'],[]),
 (['Ad strength','Maya','Working on it','Aim for “Good” or better in Google Ads','Best practice','Dec 4',''],[]),
]),
('Veeva CLM — iPad detail aid','ceG2',[
 (['Slide canvas','Theo','Done','2048 x 1536 (iPad landscape)','Mandatory','Nov 21',''],[]),
 (['Key message package','Theo','Working on it','One zip per key message, 50MB per zip max','Mandatory','Dec 9','Efficacy zip is 38 MB now'],[['','Compress video on slide 6','Theo','Working on it','Dec 6','','']]),
 (['Thumbnail','Theo','Done','200x150 JPG per key message, named [KeyMessage]_thumb.jpg','Mandatory','Nov 21',''],[]),
 (['Embedded video','Theo','Working on it','MP4 (H.264), 1080p max','Mandatory','Dec 9',''],[]),
 (['Embedded video length','Theo','Working on it','Keep under 30 sec','Best practice','Dec 9',''],[]),
 (['PI access','Legal','Done','Prescribing Information reachable from every slide in one tap','Mandatory','Nov 21',''],[]),
 (['Naming','Theo','Done','ZQ_CLM_[KeyMessage]_v[NN], e.g. ZQ_CLM_Efficacy_v03.zip','Mandatory','Nov 21',''],[]),
]),
('Retargeting display (DTC)','ceG3',[
 (['Sizes','Jules','Working on it','300x250, 728x90 and 320x50','Mandatory','Dec 11',''],[]),
 (['Weight','Jules','Working on it','100k initial load, 300k total','Mandatory','Dec 11','DSP bounced v1 at 131k'],[]),
 (['Animation','Jules','Stuck','Max 30 s animation, then stop on the end frame','Mandatory','Dec 11','waiting on ISI copy'],[]),
 (['ISI','Legal','Working on it','Scrolling ISI window on every size; full ISI on the landing page','Mandatory','Dec 11',''],[]),
 (['Audience','Jules','Done','Site visitors only, consumer pages (no HCP pages) — set in the DSP','Mandatory','Nov 25',''],[]),
 (['Frequency','Jules','Done','3 impressions per user per day — set in the DSP','Mandatory','Nov 25',''],[]),
]),
('Parked','ceG4',[
 (['Responsive display ads','Jules','Not doing','1200x628 + 1200x1200 images, 5120 KB each','Mandatory','—','Parked 11/20: no RDA in Q1'],[]),
 (['CTV :15','Jules','Not doing','1920x1080, 15 s, -24 LKFS','Mandatory','—','Next year'],[]),
]),
]
body='<table:table table:name="Zenquilo Q1 launch" table:style-name="ta1">'+''.join(f'<table:table-column table:style-name="co{i}"/>' for i in range(len(W)))
body+=row(['Zenquilo Q1 2027 launch — creative board','','','','','',''],['ceT']+['ce0']*6)
body+=row(['Exported from monday.com by Jules Ferrante on 12/03/2026 · Workspace: Orlinde Pharma US · Requirement type: Mandatory = the platform or Orlinde Legal rejects it; Best practice = aim for it, not checked. Items in Parked are not being produced.','','','','','',''],['ce0']*7)
for gname,gst,items in groups:
    body+=row([gname,'','','','','',''],[gst]+['ce0']*6)
    body+=row(H,'ceH')
    for it,subs in items:
        body+=item(it)
        if subs:
            body+=row(SH,'ceSH')
            for s in subs: body+=sub(s)
body+='</table:table>'
def cell(name,bg,extra='',fs='8pt'):
    return f'<style:style style:name="{name}" style:family="table-cell"><style:table-cell-properties fo:wrap-option="wrap" style:vertical-align="top" fo:background-color="{bg}" fo:border="0.5pt solid #c3c6d4"/><style:text-properties fo:font-size="{fs}" style:font-name="Liberation Sans" {extra}/></style:style>'
styles=('<office:automatic-styles>'+''.join(f'<style:style style:name="co{i}" style:family="table-column"><style:table-column-properties style:column-width="{w}in"/></style:style>' for i,w in enumerate(W))+
'<style:style style:name="ro1" style:family="table-row"><style:table-row-properties style:use-optimal-row-height="true"/></style:style>'
'<style:style style:name="ta1" style:family="table" style:master-page-name="Land"><style:table-properties table:display="true"/></style:style>'
+cell('ce1','#ffffff')+cell('ceSub','#f5f6f8','fo:font-style="italic"')+cell('ceSH','#e6e9ef','fo:font-weight="bold"')+cell('ceH','#e6e9ef','fo:font-weight="bold"')
+cell('ceDone','#00c875','fo:color="#ffffff"')+cell('ceWork','#fdab3d','fo:color="#ffffff"')+cell('ceStuck','#e2445c','fo:color="#ffffff"')+cell('ceNot','#c4c4c4')
+cell('ceG1','#ffffff','fo:font-weight="bold" fo:color="#579bfc"','10pt')+cell('ceG2','#ffffff','fo:font-weight="bold" fo:color="#a25ddc"','10pt')+cell('ceG3','#ffffff','fo:font-weight="bold" fo:color="#00c875"','10pt')+cell('ceG4','#ffffff','fo:font-weight="bold" fo:color="#808080"','10pt')+
'<style:style style:name="ce0" style:family="table-cell"><style:text-properties fo:font-size="8pt"/></style:style>'
'<style:style style:name="ceT" style:family="table-cell"><style:text-properties fo:font-size="13pt" fo:font-weight="bold"/></style:style>'
'<style:page-layout style:name="pmL"><style:page-layout-properties fo:page-width="11in" fo:page-height="8.5in" style:print-orientation="landscape" fo:margin-top="0.4in" fo:margin-bottom="0.4in" fo:margin-left="0.3in" fo:margin-right="0.3in" style:scale-to-X="1" style:scale-to-Y="0" style:print-page-order="ltr"/></style:page-layout>'
'</office:automatic-styles>'
'<office:master-styles><style:master-page style:name="Land" style:page-layout-name="pmL"><style:header><text:p>monday.com export</text:p></style:header><style:footer><text:p>Page <text:page-number>1</text:page-number></text:p></style:footer></style:master-page></office:master-styles>')
doc=f'<?xml version="1.0" encoding="UTF-8"?><office:document {NS} office:version="1.3" office:mimetype="application/vnd.oasis.opendocument.spreadsheet"><office:font-face-decls/>'+styles+'<office:body><office:spreadsheet>'+body+'</office:spreadsheet></office:body></office:document>'
open(sys.argv[1],'w').write(doc)
