# Writes brenvora-moscow-workbook.fods (flat ODS: four sheets, merged cells, wrapped cells, MoSCoW priority column).
# Usage: python3 brenvora-moscow-workbook.make_fods.py brenvora-moscow-workbook.fods
import sys
from xml.sax.saxutils import escape
NS='xmlns:office="urn:oasis:names:tc:opendocument:xmlns:office:1.0" xmlns:style="urn:oasis:names:tc:opendocument:xmlns:style:1.0" xmlns:text="urn:oasis:names:tc:opendocument:xmlns:text:1.0" xmlns:table="urn:oasis:names:tc:opendocument:xmlns:table:1.0" xmlns:fo="urn:oasis:names:tc:opendocument:xmlns:xsl-fo-compatible:1.0" xmlns:number="urn:oasis:names:tc:opendocument:xmlns:datastyle:1.0"'
COV='<table:covered-table-cell/>'
def c(v,st='ce1',cs=1,rs=1):
    span=(f' table:number-columns-spanned="{cs}"' if cs>1 else '')+(f' table:number-rows-spanned="{rs}"' if rs>1 else '')
    if v is None: return COV
    if v=='': return f'<table:table-cell table:style-name="{st}"{span}/>'
    if isinstance(v,(int,float)):
        return f'<table:table-cell table:style-name="{st}"{span} office:value-type="float" office:value="{v}"><text:p>{v}</text:p></table:table-cell>'
    return f'<table:table-cell table:style-name="{st}"{span} office:value-type="string"><text:p>{escape(v)}</text:p></table:table-cell>'
colstyles=[]
def sheet(name,widths,rows,header_rows=0):
    key=name[:3]
    colstyles.extend(f'<style:style style:name="co{i}_{key}" style:family="table-column"><style:table-column-properties style:column-width="{w}in"/></style:style>' for i,w in enumerate(widths))
    out=f'<table:table table:name="{escape(name)}" table:style-name="ta1">'+''.join(f'<table:table-column table:style-name="co{i}_{key}"/>' for i in range(len(widths)))
    def row(cells): return '<table:table-row table:style-name="ro1">'+''.join(cells)+'</table:table-row>'
    hdr=rows[:header_rows]; body=rows[header_rows:]
    if header_rows: out+='<table:table-header-rows>'+''.join(row(r) for r in hdr)+'</table:table-header-rows>'
    out+=''.join(row(r) for r in body)
    return out+'</table:table>'
T=lambda v,cs=1: c(v,'ceT',cs)
H=lambda v,cs=1,rs=1: c(v,'ceH',cs,rs)
G=lambda v,cs: c(v,'ceG',cs)
# Sheet 1: cover with merged cells
cover=[
 [T('Brenvora (ostrelumab) 2027 Creative Requirements Workbook',4),COV,COV,COV],
 [c(''),c(''),c(''),c('')],
 [H('Client'),c('Ashdown Biologics, U.S. Immunology',3),COV,COV],
 [H('Agency'),c('Fenwick & Lowe Health',3),COV,COV],
 [H('Workbook version'),c('2.1 (issued 8 March 2027)'),H('Owner'),c('Marisa Delgado')],
 [H('Campaign'),c('Brenvora 2027: HCP display, online video and HCP email',3),COV,COV],
 [c(''),c(''),c(''),c('')],
 [H('How to read this workbook',4),COV,COV,COV],
 [c('Every requirement is on the Requirements sheet, one per row, with its value, unit and a MoSCoW priority. Weights per banner size are on the Sizes sheet.',4),COV,COV,COV],
 [H('Priority'),H('Meaning',3),COV,COV],
 [c('Must'),c('Mandatory. An asset that misses a Must is rejected at QA.',3),COV,COV],
 [c('Should'),c('Expected. A deviation needs a written reason from the agency.',3),COV,COV],
 [c('Could'),c('Nice to have. Reported at QA, never a reason to reject.',3),COV,COV],
 [c('Won’t'),c('Out of scope for this release. Listed so that nobody builds it; these rows are not requirements.',3),COV,COV],
]
# Sheet 2: requirements, Area merged vertically over each group
R=[[H('ID'),H('Area'),H('Requirement'),H('Value'),H('Unit'),H('Applies to'),H('Priority')]]
groups=[('Display',[
 ('DSP-01','Banner sizes accepted','300x250, 728x90, 300x600, 320x50','px','All display','Must'),
 ('DSP-02','Maximum weight per size','see Sizes sheet','KB','All display','Must'),
 ('DSP-03','Animation length','≤ 15','s','Animated GIF, HTML5','Must'),
 ('DSP-04','Animation loops','2 max.','loops','Animated GIF, HTML5','Should'),
 ('DSP-05','Static backup image for every HTML5 unit','JPG or PNG','—','HTML5','Must'),
 ('DSP-06','Expandable and rich-media formats','—','—','—','Won’t'),
 ('DSP-07','ISI visible on the first frame in a scrolling panel','—','—','All display','Must'),
 ('DSP-08','1 px grey border on units with a white background','1','px','Static, HTML5','Could')]),
 ('Online video',[
 ('VID-01','Spot lengths','6, 15, 30','s','Pre-roll','Must'),
 ('VID-02','Resolution','1920x1080','px','Pre-roll','Must'),
 ('VID-03','Frame rate','23.976, 25 or 29.97','fps','Pre-roll','Must'),
 ('VID-04','Video bitrate','≥ 10','Mbps','Pre-roll','Should'),
 ('VID-05','Container and codec','MP4, H.264','—','Pre-roll','Must'),
 ('VID-06','Integrated loudness','−23 ±1','LUFS','Pre-roll','Must'),
 ('VID-07','4K masters (3840x2160)','—','—','Pre-roll','Won’t'),
 ('VID-08','Burned-in captions','—','—','Pre-roll','Should')]),
 ('HCP email',[
 ('EML-01','Template width','600','px','HCP email','Must'),
 ('EML-02','Subject line length','≤ 45','characters','HCP email','Must'),
 ('EML-03','Preheader length','40–100','characters','HCP email','Should'),
 ('EML-04','Total weight including images','≤ 500','KB','HCP email','Could'),
 ('EML-05','AMP for Email version','—','—','HCP email','Won’t')]),
 ('General',[
 ('GEN-01','Job code on every asset','BRV-US-#### (e.g. BRV-US-0318)','—','All assets','Must'),
 ('GEN-02','File name','BRV_<CHANNEL>_<SIZE or LENGTH>_<YYMMDD>_v<NN>','—','All assets','Must'),
 ('GEN-03','Minimum on-screen font size','10','px','Display, email','Must'),
 ('GEN-04','Safety information as prominent as the benefit claims','—','—','All assets','Must')])]
for area,items in groups:
    for i,(rid,req,val,unit,app,pri) in enumerate(items):
        R.append([c(rid), c(area,'ceA',1,len(items)) if i==0 else COV, c(req), c(val), c(unit), c(app), c(pri)])
R.append([c('Naming example: BRV_DSP_300x250_270315_v01.zip; BRV_OLV_15s_270322_v02.mp4; BRV_EML_600_270329_v01.html',7),COV,COV,COV,COV,COV,COV])
# Sheet 3: sizes with a two-row header (merged)
S=[[H('Size (px)',1,2),H('Max weight (KB)',3),COV,COV,H('Notes',1,2)],
   [COV,H('Static'),H('HTML5 initial'),H('HTML5 polite'),COV],
   [c('300x250'),c(150),c(150),c(300),c('')],
   [c('728x90'),c(150),c(150),c(300),c('')],
   [c('300x600'),c(200),c(200),c(500),c('ISI font files may sit in the polite load')],
   [c('320x50'),c(50),c(50),c('not allowed'),c('mobile: no polite load')]]
# Sheet 4: background
B=[[H('Background (for information only)',2),COV],
 [c('Launch'),c('Brenvora was approved in 2026 for adults with moderate-to-severe atopic dermatitis.')],
 [c('2026 results'),c('41 million impressions; average HTML5 weight 212 KB; click-through rate 0.12%.')],
 [c('2027 media'),c('About 60% of spend on display, 30% on video and 10% on email.')],
 [c('Review'),c('Ashdown MLR meets every Tuesday; allow 10 business days per round.')]]
sheets=[sheet('Cover',[1.6,2.4,1.3,2.2],cover),
        sheet('Requirements',[0.65,0.9,2.3,2.0,0.8,1.25,0.7],R,header_rows=1),
        sheet('Sizes',[1.0,0.9,1.1,1.1,2.6],S,header_rows=2),
        sheet('Background',[1.3,5.6],B)]
styles=('<office:automatic-styles>'+''.join(colstyles)+
'<style:style style:name="ro1" style:family="table-row"><style:table-row-properties style:use-optimal-row-height="true"/></style:style>'
'<style:style style:name="ta1" style:family="table" style:master-page-name="Land"><style:table-properties table:display="true"/></style:style>'
'<style:style style:name="ce1" style:family="table-cell"><style:table-cell-properties fo:wrap-option="wrap" style:vertical-align="top" fo:border="0.5pt solid #808080"/><style:text-properties fo:font-size="9pt" style:font-name="Liberation Sans"/></style:style>'
'<style:style style:name="ceA" style:family="table-cell"><style:table-cell-properties fo:wrap-option="wrap" style:vertical-align="middle" fo:background-color="#f2f2f2" fo:border="0.5pt solid #808080"/><style:text-properties fo:font-size="9pt" fo:font-weight="bold" style:font-name="Liberation Sans"/></style:style>'
'<style:style style:name="ceT" style:family="table-cell"><style:text-properties fo:font-size="13pt" fo:font-weight="bold"/></style:style>'
'<style:style style:name="ceH" style:family="table-cell"><style:table-cell-properties fo:wrap-option="wrap" style:vertical-align="top" fo:background-color="#e2efda" fo:border="0.5pt solid #808080"/><style:text-properties fo:font-size="9pt" fo:font-weight="bold" style:font-name="Liberation Sans"/></style:style>'
'<style:page-layout style:name="pmL"><style:page-layout-properties fo:page-width="11in" fo:page-height="8.5in" style:print-orientation="landscape" fo:margin-top="0.5in" fo:margin-bottom="0.5in" fo:margin-left="0.5in" fo:margin-right="0.5in" style:scale-to-X="1" style:scale-to-Y="0" style:print-page-order="ltr"/></style:page-layout>'
'</office:automatic-styles>'
'<office:master-styles><style:master-page style:name="Land" style:page-layout-name="pmL"><style:header><text:p><text:sheet-name>???</text:sheet-name> – Brenvora 2027 requirements workbook</text:p></style:header><style:footer><text:p>Page <text:page-number>1</text:page-number></text:p></style:footer></style:master-page></office:master-styles>')
doc=f'<?xml version="1.0" encoding="UTF-8"?><office:document {NS} office:version="1.3" office:mimetype="application/vnd.oasis.opendocument.spreadsheet"><office:font-face-decls/>'+styles+'<office:body><office:spreadsheet>'+''.join(sheets)+'</office:spreadsheet></office:body></office:document>'
open(sys.argv[1],'w').write(doc)
