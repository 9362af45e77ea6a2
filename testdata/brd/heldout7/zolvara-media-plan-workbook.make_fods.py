# Writes zolvara-media-plan-workbook.fods: an agency media plan workbook (flat ODS, American) with a summary
# sheet, a weekly flowchart and a budget sheet full of numbers that are not requirements ("1,250k" impressions,
# CPMs, frequency caps), and a "Creative specs" tab whose rows are publisher-mandated specifications, with a
# "Pref." legend, "k" file sizes and per-placement limits. Written for heldout7 (not copied from another set).
import sys
from xml.sax.saxutils import escape
NS=('xmlns:office="urn:oasis:names:tc:opendocument:xmlns:office:1.0" xmlns:style="urn:oasis:names:tc:opendocument:xmlns:style:1.0" '
    'xmlns:text="urn:oasis:names:tc:opendocument:xmlns:text:1.0" xmlns:table="urn:oasis:names:tc:opendocument:xmlns:table:1.0" '
    'xmlns:fo="urn:oasis:names:tc:opendocument:xmlns:xsl-fo-compatible:1.0" xmlns:number="urn:oasis:names:tc:opendocument:xmlns:datastyle:1.0" '
    'office:version="1.2" office:mimetype="application/vnd.oasis.opendocument.spreadsheet"')
def c(v, st="ce1", span=None):
    sp=f' table:number-columns-spanned="{span}"' if span else ''
    if isinstance(v,(int,float)):
        txt=f'{v:,}' if isinstance(v,int) else f'{v:,.2f}'
        return f'<table:table-cell table:style-name="{st}" office:value-type="float" office:value="{v}"{sp}><text:p>{txt}</text:p></table:table-cell>'
    if v is None or v=='':
        return f'<table:table-cell table:style-name="{st}"{sp}/>'
    paras=''.join(f'<text:p>{escape(x)}</text:p>' for x in str(v).split('\n'))
    return f'<table:table-cell table:style-name="{st}" office:value-type="string"{sp}>{paras}</table:table-cell>'
def sheet(name, widths, rows):
    cols=''.join(f'<table:table-column table:style-name="co{i}_{name[:3]}"/>' for i,_ in enumerate(widths))
    body=''
    for r in rows:
        st='ce1'
        if r and r[0]=='#H': st='ceH'; r=r[1:]
        elif r and r[0]=='#T': st='ceT'; r=r[1:]
        elif r and r[0]=='#N': st='ceN'; r=r[1:]
        cells=''
        for x in r:
            if isinstance(x,tuple):  # (value, columns spanned): merged cell plus its covered cells
                cells+=c(x[0],st,span=x[1])+'<table:covered-table-cell/>'*(x[1]-1)
            else: cells+=c(x,st)
        body+='<table:table-row>'+cells+'</table:table-row>'
    return f'<table:table table:name="{escape(name)}" table:style-name="ta1">{cols}{body}</table:table>', [(f'co{i}_{name[:3]}',w) for i,w in enumerate(widths)]

sheets=[]
sheets.append(sheet("Summary",[2.0,5.2],[
 ['#T','Zolvara 2027 Q1 DTC Media Plan',''],
 ['Client','Norvane Pharmaceuticals, Inc.'],
 ['Brand','Zolvara® (teprinast) tablets'],
 ['Campaign','“More Good Days” – Q1 2027 flight'],
 ['Agency','Copperline Media (planning and buying)'],
 ['Plan version','v6 – client approved 11/19/26'],
 ['Flight','01/11/27 – 03/28/27 (11 weeks)'],
 ['Audience','Adults 25–54 who have 4+ migraine days a month'],
 ['Net media budget','$2,450,000'],
 ['Planned impressions','38,400k'],
 ['Frequency cap','3 per 7 days per user (display and CTV)'],
 ['KPIs','Completed video views 70%+; site visits 210k; ISI engagement 1.2%'],
 ['',''],
 ['#H','Sheets','What is on it'],
 ['Flowchart','Weekly impressions by channel (planning only)'],
 ['Budget','Net cost, CPM and impressions by line'],
 ['Creative specs','Publisher creative specifications for every line. Creative outside spec is rejected by the publisher.'],
 ['Contacts','Agency, publisher and client contacts'],
]))
weeks=['1/11','1/18','1/25','2/1','2/8','2/15','2/22','3/1','3/8','3/15','3/22']
fl=[['#H','Channel']+weeks+['Total (k)']]
for ch,vals in [('Endemic display',[310,310,290,290,270,270,250,250,230,230,210]),('CTV',[900,900,900,850,850,800,800,750,750,700,700]),('Streaming audio',[420,420,400,400,380,380,360,360,340,340,320]),('Meta (Feed, Stories/Reels)',[1400,1400,1350,1350,1300,1300,1250,1250,1200,1200,1150]),('Paid search (clicks)',[22,22,21,21,20,20,19,19,18,18,17])]:
    fl.append([ch]+[f'{v:,}k' for v in vals]+[f'{sum(vals):,}k'])
fl.append(['Notes: weekly weights follow the migraine search-volume index; weeks 1/11 and 1/18 are heavy-up weeks at 1.25x.']+['']*12)
sheets.append(sheet("Flowchart",[2.6]+[0.72]*11+[1.0],fl))
sheets.append(sheet("Budget",[0.55,2.0,2.1,1.15,1.15,0.9,1.25,1.9],[
 ['#H','Line','Publisher','Placement','Net cost','Impressions','CPM','Est. reach','Buy type'],
 ['L01','MedSphere Health','Run of site display','$186,000','6,200k','$30.00','1,900k','Direct, fixed CPM'],
 ['L02','MedSphere Health','Mobile banner','$42,000','2,100k','$20.00','900k','Direct, fixed CPM'],
 ['L03','Headwise app','In-app interstitial','$96,000','1,200k','$80.00','410k','Sponsorship'],
 ['L04','StreamNest','CTV :30','$720,000','9,600k','$75.00','4,100k','Programmatic guaranteed'],
 ['L05','StreamNest','CTV :15','$180,000','3,000k','$60.00','1,800k','Programmatic guaranteed'],
 ['L06','Pulsewave','Streaming audio :30','$168,000','4,200k','$40.00','2,300k','Direct'],
 ['L07','Meta','Feed video','$540,000','9,000k','$60.00','5,200k','Auction'],
 ['L08','Meta','Stories/Reels','$310,000','3,100k','$100.00','2,000k','Auction'],
 ['L09','Search','Responsive search ads','$208,000','210k clicks','$0.99 CPC','n/a','Auction'],
 ['#N','','Total','$2,450,000','38,400k','','',''],
]))
specs=[
 ['#T',('Creative specs – all lines',8)],
 [('Legend: every value is a publisher requirement and creative outside it is rejected at trafficking, unless it is marked “Pref.” (publisher preference, not enforced). “k” = kilobytes. Due dates are trafficking deadlines, not specs.',8)],
 ['#H','Line','Placement','Size / length','Format','Max file size','Animation / audio','Other specs','Materials due'],
 ['L01','MedSphere ROS display','300x250','HTML5, JPG, PNG','150k initial; 1 MB total','Anim. ≤ 15 s, max 3 loops','ISI scroll box in unit','12/18/26'],
 ['L01','MedSphere ROS display','728x90','HTML5, JPG, PNG','150k initial; 1 MB total','Anim. ≤ 15 s, max 3 loops','ISI link on every frame','12/18/26'],
 ['L01','MedSphere ROS display','160x600','HTML5, JPG, PNG','150k initial; 1 MB total','Anim. ≤ 15 s, max 3 loops','ISI scroll box in unit','12/18/26'],
 ['L02','MedSphere mobile','320x50','JPG, PNG','40k','Static only','ISI link on unit','12/18/26'],
 ['L03','Headwise interstitial','320x480','JPG, PNG','200k','Static only','Close button added by app','12/18/26'],
 ['L04','StreamNest CTV',':30','MOV (Pref.) or MP4','10 GB','Audio: −24 LKFS ±2','1920x1080, 29.97 fps, 15 Mbps min.','12/11/26'],
 ['L05','StreamNest CTV',':15','MOV (Pref.) or MP4','10 GB','Audio: −24 LKFS ±2','1920x1080, 29.97 fps, 15 Mbps min.','12/11/26'],
 ['L06','Pulsewave audio','30 s','MP3 or WAV','3 MB','MP3 192 kbps min.','Companion 640x640 JPG, 200k','12/11/26'],
 ['L07','Meta Feed video','1080x1080 or 1080x1350','MP4','4 GB','≤ 15 s; Pref. 6–10 s','Burned-in captions','01/04/27'],
 ['L08','Meta Stories/Reels','1080x1920','MP4','4 GB','≤ 15 s','Keep top 14% and bottom 20% free of text','01/04/27'],
 ['L09','Search RSA','Text','n/a','n/a','n/a','Headlines ≤ 30 chars; descriptions ≤ 90 chars','12/18/26'],
 [''],
 ['#H',('All lines',8)],
 [('Naming',2),('ZLV_[Line]_[Size or Length]_V[N], e.g. ZLV_L01_300x250_V1.zip, ZLV_L04_30s_V2.mp4',6)],
 [('ISI',2),('Every unit carries the Zolvara ISI or a link to it; the 2027 ISI (ZLV-US-00981) replaces the 2026 version.',6)],
 [('Approval',2),('Each file’s MLR approval code (ZLV-US-NNNNN) goes in the trafficking sheet, not on the creative.',6)],
]
sheets.append(sheet("Creative specs",[0.45,1.6,1.55,1.45,1.75,1.75,2.6,0.9],specs))
sheets.append(sheet("Contacts",[2.2,2.2,3.2],[
 ['#H','Role','Name','Email'],
 ['Media director','Renata Osei','rosei@copperline.example'],
 ['Ad operations','Jake Lindqvist','adops@copperline.example'],
 ['Brand manager (client)','Paul Ferreira','pferreira@norvane.example'],
 ['MedSphere sales','Ana Lim','ana.lim@medsphere.example'],
 ['StreamNest trafficking','CTV Ops','ctv-ops@streamnest.example'],
]))
colstyles=''.join(f'<style:style style:name="{n}" style:family="table-column"><style:table-column-properties style:column-width="{w}in"/></style:style>' for _,cs in sheets for n,w in cs)
auto=(f'<office:automatic-styles>{colstyles}'
 '<style:style style:name="ta1" style:family="table" style:master-page-name="Default"><style:table-properties table:display="true"/></style:style>'
 '<style:style style:name="ce1" style:family="table-cell" style:parent-style-name="Default"><style:table-cell-properties fo:wrap-option="wrap" style:vertical-align="top" fo:border="0.5pt solid #999999" fo:padding="0.03in"/><style:text-properties fo:font-size="9pt"/></style:style>'
 '<style:style style:name="ceH" style:family="table-cell" style:parent-style-name="Default"><style:table-cell-properties fo:wrap-option="wrap" fo:background-color="#1f4e78" fo:border="0.5pt solid #999999" fo:padding="0.03in"/><style:text-properties fo:font-size="9pt" fo:font-weight="bold" fo:color="#ffffff"/></style:style>'
 '<style:style style:name="ceT" style:family="table-cell" style:parent-style-name="Default"><style:text-properties fo:font-size="13pt" fo:font-weight="bold"/></style:style>'
 '<style:style style:name="ceN" style:family="table-cell" style:parent-style-name="Default"><style:table-cell-properties fo:border-top="1pt solid #000000"/><style:text-properties fo:font-size="9pt" fo:font-weight="bold"/></style:style>'
 '<style:page-layout style:name="pm1"><style:page-layout-properties fo:page-width="11in" fo:page-height="8.5in" style:print-orientation="landscape" fo:margin-top="0.5in" fo:margin-bottom="0.5in" fo:margin-left="0.5in" fo:margin-right="0.5in" style:scale-to="75%"/><style:header-style><style:header-footer-properties fo:min-height="0.2in" fo:margin-bottom="0.1in"/></style:header-style><style:footer-style><style:header-footer-properties fo:min-height="0.2in" fo:margin-top="0.1in"/></style:footer-style></style:page-layout>'
 '</office:automatic-styles>')
master=('<office:master-styles><style:master-page style:name="Default" style:page-layout-name="pm1">'
 '<style:header><text:p>Copperline Media · Zolvara Q1 2027 plan v6 · <text:sheet-name>???</text:sheet-name></text:p></style:header>'
 '<style:footer><text:p>Confidential – prepared for Norvane Pharmaceuticals · Page <text:page-number>1</text:page-number></text:p></style:footer>'
 '</style:master-page></office:master-styles>')
styles='<office:styles><style:style style:name="Default" style:family="table-cell"><style:text-properties style:font-name="Liberation Sans" fo:font-size="9pt"/></style:style></office:styles>'
doc=(f'<?xml version="1.0" encoding="UTF-8"?><office:document {NS}>'
 '<office:font-face-decls><style:font-face style:name="Liberation Sans" svg:font-family="Liberation Sans" xmlns:svg="urn:oasis:names:tc:opendocument:xmlns:svg-compatible:1.0"/></office:font-face-decls>'
 f'{styles}{auto}{master}<office:body><office:spreadsheet>'+''.join(t for t,_ in sheets)+'</office:spreadsheet></office:body></office:document>')
open(sys.argv[1] if len(sys.argv)>1 else 'zolvara-media-plan-workbook.fods','w').write(doc)
