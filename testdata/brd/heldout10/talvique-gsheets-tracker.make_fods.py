# Writes talvique-gsheets-tracker.fods: a Google Sheets production tracker as it arrives after
# File > Download > .xlsx and a re-save (three tabs; frozen header rows; data-validation dropdowns for
# Level and Status; colour-coded Status cells; a Dropdowns tab holding the validation lists; a Read me tab).
# Usage: python3 talvique-gsheets-tracker.make_fods.py talvique-gsheets-tracker.fods
# Cell/sheet helpers adapted from heldout6's pellmont make_fods.py.
import sys
from xml.sax.saxutils import escape
NS=('xmlns:office="urn:oasis:names:tc:opendocument:xmlns:office:1.0" xmlns:style="urn:oasis:names:tc:opendocument:xmlns:style:1.0" '
 'xmlns:text="urn:oasis:names:tc:opendocument:xmlns:text:1.0" xmlns:table="urn:oasis:names:tc:opendocument:xmlns:table:1.0" '
 'xmlns:fo="urn:oasis:names:tc:opendocument:xmlns:xsl-fo-compatible:1.0" xmlns:number="urn:oasis:names:tc:opendocument:xmlns:datastyle:1.0" '
 'xmlns:config="urn:oasis:names:tc:opendocument:xmlns:config:1.0" xmlns:of="urn:oasis:names:tc:opendocument:xmlns:of:1.2"')
STATUS={'Not started':'ceSN','In progress':'ceSP','Blocked':'ceSB','Done':'ceSD','Dropped':'ceSX'}
def c(v,st='ce1',val=None,span=None):
    a=f' table:style-name="{st}"'
    if val: a+=f' table:content-validation-name="{val}"'
    if span: a+=f' table:number-columns-spanned="{span}" table:number-rows-spanned="1"'
    if v is None or v=='': return f'<table:table-cell{a}/>'
    if isinstance(v,(int,float)):
        return f'<table:table-cell{a} office:value-type="float" office:value="{v}"><text:p>{v}</text:p></table:table-cell>'
    return f'<table:table-cell{a} office:value-type="string"><text:p>{escape(v)}</text:p></table:table-cell>'
def cols(name,widths):
    return ''.join(f'<table:table-column table:style-name="co{i}_{name}"/>' for i in range(len(widths))), ''.join(f'<style:style style:name="co{i}_{name}" style:family="table-column"><style:table-column-properties style:column-width="{w}in"/></style:style>' for i,w in enumerate(widths))

H=['ID','Asset','Channel','Spec item','Requirement','Level','Status','Owner','Last update','Comment']
rows=[
['V1','CTV :30 and :15','CTV','Length',':15 or :30 exactly — no :20','Hard','In progress','Ray','Nov 18','Hollowbrook confirmed both lengths'],
['V2','CTV :30 and :15','CTV','Resolution','1920x1080 (1080p), progressive','Hard','Done','Ray','Nov 12',''],
['V3','CTV :30 and :15','CTV','Frame rate','23.976 or 29.97 fps, constant','Hard','Done','Ray','Nov 12','edit was cut at 29.97'],
['V4','CTV :30 and :15','CTV','Codec / container','ProRes 422 HQ in a .mov','Hard','In progress','Ray','Nov 18',''],
['V5','CTV :30 and :15','CTV','Video bitrate','80 Mbps or higher','Hard','In progress','Ray','Nov 18','ProRes HQ runs ~147 Mbps at 1080p29.97, fine'],
['V6','CTV :30 and :15','CTV','Audio','Stereo, 48 kHz, 24-bit PCM','Hard','Done','Mo','Nov 15',''],
['V7','CTV :30 and :15','CTV','Loudness','-24 LKFS +/-2, true peak -2 dBTP max','Hard','Blocked','Mo','Nov 19','QC bounced v1 at -21.8 LKFS; remix booked Nov 21'],
['V8','CTV :30 and :15','CTV','File size','up to 10 GB per spot','Hard','Done','Ray','Nov 12',''],
['V9','CTV :30 and :15','CTV','Head / tail','2 sec of black at head and tail, no slate','Soft','Not started','Ray','',''],
['V10','CTV UHD version','CTV','Resolution','3840x2160, HEVC, 25 Mbps','Soft','Dropped','Ray','Nov 4','network has no UHD ad inventory'],
['O1','OLV pre-roll','OLV','Length','6 to 30 sec','Hard','In progress','Jen','Nov 17','we are making :06 and :15'],
['O2','OLV pre-roll','OLV','Format','MP4, H.264 video + AAC audio','Hard','Done','Jen','Nov 10',''],
['O3','OLV pre-roll','OLV','Resolution','1280x720 min, 1920x1080 preferred','Hard','Done','Jen','Nov 10',''],
['O4','OLV pre-roll','OLV','File size','500MB max','Hard','In progress','Jen','Nov 17','last upload was 612 MB (ProRes by mistake)'],
['O5','OLV pre-roll','OLV','Video bitrate','2,000k–15,000k','Hard','Done','Jen','Nov 10','k = kbps here'],
['O6','OLV pre-roll','OLV','Audio bitrate','128k min (AAC)','Hard','Done','Jen','Nov 10',''],
['O7','OLV pre-roll','OLV','Loudness','same as CTV','Hard','Not started','Mo','',''],
['A1','Streaming audio','Audio','Length','15s or 30s','Hard','In progress','Mo','Nov 16','Tunewell'],
['A2','Streaming audio','Audio','Format','MP3 at 320 kbps, or WAV','Hard','In progress','Mo','Nov 16',''],
['A3','Streaming audio','Audio','Sample rate','44.1 or 48 kHz','Hard','Done','Mo','Nov 16',''],
['A4','Streaming audio','Audio','Loudness','-16 LUFS (±1)','Hard','Not started','Mo','','different from video!'],
['A5','Audio companion','Audio','Companion image','640x640 JPG or PNG, under 200 Kb','Hard','Not started','Jen','','Kb = kilobytes (Tunewell spec sheet)'],
['A6','Audio companion','Audio','Click-through','HTTPS landing page only','Hard','Not started','Jen','',''],
['G1','Every spot','All','ISI','Full ISI at the end of every spot (audio: read by the VO; video: on screen and read by the VO)','Hard','In progress','Legal','Nov 19',''],
['G2','Every video','All','Captions','Closed captions as .scc or .srt sidecar for every video','Hard','Not started','Jen','',''],
['G3','Every file','All','File naming','TLV_[CHANNEL]_[LEN]s_[AD-ID]_v[N] (e.g. TLV_CTV_30s_TLVQ0312000H_v1.mov)','Hard','Done','Ray','Nov 8','companion: same name + _companion'],
['G4','Every file','All','Ad-ID','TLVQ + 4 digits + 000H, e.g. TLVQ0315000H','Hard','Done','Ray','Nov 8',''],
['G5','Every video','All','Supers','Each risk super on screen for at least 3 seconds','Soft','Not started','Legal','',''],
]
ncol=len(H)
t1c,s1c=cols('trk',[0.4,1.3,0.6,1.1,2.9,0.55,0.85,0.5,0.7,2.3])
out='<table:table table:name="Tracker" table:style-name="ta1">'+t1c
out+='<table:table-row table:style-name="ro1">'+c('Talvique DTC — Q1 2027 video & audio tracker','ceT',span=ncol)+'<table:covered-table-cell/>'*(ncol-1)+'</table:table-row>'
out+='<table:table-row table:style-name="ro1">'+c('Owner: Hollis Grant Media (Ray Ortiz) · Client: Talvique Biosciences · Do not sort this tab — use filter views','ce0',span=ncol)+'<table:covered-table-cell/>'*(ncol-1)+'</table:table-row>'
out+='<table:table-header-rows><table:table-row table:style-name="ro1">'+''.join(c(h,'ceH') for h in H)+'</table:table-row></table:table-header-rows>'
for r in rows:
    cells=''
    for i,v in enumerate(r):
        if i==5: cells+=c(v,'ceL','valLevel')
        elif i==6: cells+=c(v,STATUS[v],'valStatus')
        else: cells+=c(v)
    out+='<table:table-row table:style-name="ro1">'+cells+'</table:table-row>'
out+='</table:table>'
t2c,s2c=cols('dd',[1.2,1.2])
dd=[['Level','Status'],['Hard','Not started'],['Soft','In progress'],['','Blocked'],['','Done'],['','Dropped']]
out2='<table:table table:name="Dropdowns" table:style-name="ta1">'+t2c+''.join('<table:table-row table:style-name="ro1">'+''.join(c(v,'ceH' if k==0 else 'ce1') for v in r)+'</table:table-row>' for k,r in enumerate(dd))+'</table:table>'
t3c,s3c=cols('rm',[1.3,7.6])
rm=[['Read me',''],
['Level','Hard = the network or DSP rejects a file that misses it, so it blocks delivery. Soft = our own preference; QA flags it but it does not block.'],
['Status','Production progress only (colour-coded). It does not change a requirement. Rows set to Dropped are not being produced.'],
['Requirement','Copied from the partner spec sheets (Hollowbrook TV, Meridian DSP, Tunewell Audio) on Nov 3. “same as CTV” means the CTV row’s value applies.'],
['Comment','Working notes and QC results; not requirements.'],
['Budget','$418,500 production across all rows (see the finance sheet, not this file).'],
['Deadlines','CTV masters to Hollowbrook by Dec 14; OLV and audio to trafficking by Dec 18.']]
out3='<table:table table:name="Read me" table:style-name="ta1">'+t3c+''.join('<table:table-row table:style-name="ro1">'+''.join(c(v,'ceH' if (k==0 or j==0) else 'ce1') for j,v in enumerate(r))+'</table:table-row>' for k,r in enumerate(rm))+'</table:table>'

val=('<table:content-validations>'
 '<table:content-validation table:name="valLevel" table:condition="of:cell-content-is-in-list(&quot;Hard&quot;;&quot;Soft&quot;)" table:allow-empty-cell="true" table:display-list="unsorted"><table:error-message table:display="true" table:message-type="stop"/></table:content-validation>'
 '<table:content-validation table:name="valStatus" table:condition="of:cell-content-is-in-list(&quot;Not started&quot;;&quot;In progress&quot;;&quot;Blocked&quot;;&quot;Done&quot;;&quot;Dropped&quot;)" table:allow-empty-cell="true" table:display-list="unsorted"><table:error-message table:display="true" table:message-type="stop"/></table:content-validation>'
 '</table:content-validations>')
def cell(name,bg,extra=''):
    return f'<style:style style:name="{name}" style:family="table-cell"><style:table-cell-properties fo:wrap-option="wrap" style:vertical-align="top" fo:background-color="{bg}" fo:border="0.5pt solid #b7b7b7"/><style:text-properties fo:font-size="8pt" style:font-name="Liberation Sans" {extra}/></style:style>'
styles=('<office:automatic-styles>'+s1c+s2c+s3c+
'<style:style style:name="ro1" style:family="table-row"><style:table-row-properties style:use-optimal-row-height="true"/></style:style>'
'<style:style style:name="ta1" style:family="table" style:master-page-name="Land"><style:table-properties table:display="true"/></style:style>'
+cell('ce1','#ffffff')+cell('ceL','#f3f3f3')+cell('ceSN','#efefef')+cell('ceSP','#fff2cc')+cell('ceSB','#f4cccc','fo:font-weight="bold"')+cell('ceSD','#d9ead3')+cell('ceSX','#cccccc','style:text-line-through-style="solid"')+
'<style:style style:name="ce0" style:family="table-cell"><style:text-properties fo:font-size="8pt" fo:font-style="italic"/></style:style>'
'<style:style style:name="ceT" style:family="table-cell"><style:text-properties fo:font-size="13pt" fo:font-weight="bold"/></style:style>'
+cell('ceH','#434343','fo:font-weight="bold" fo:color="#ffffff"')+
'<style:page-layout style:name="pmL"><style:page-layout-properties fo:page-width="11in" fo:page-height="8.5in" style:print-orientation="landscape" fo:margin-top="0.4in" fo:margin-bottom="0.4in" fo:margin-left="0.3in" fo:margin-right="0.3in" style:scale-to-X="1" style:scale-to-Y="0" style:print-page-order="ltr"/></style:page-layout>'
'</office:automatic-styles>'
'<office:master-styles><style:master-page style:name="Land" style:page-layout-name="pmL"><style:header><text:p><text:sheet-name>???</text:sheet-name></text:p></style:header><style:footer><text:p>Page <text:page-number>1</text:page-number></text:p></style:footer></style:master-page></office:master-styles>')
settings=('<office:settings><config:config-item-set config:name="ooo:view-settings"><config:config-item-map-indexed config:name="Views"><config:config-item-map-entry>'
 '<config:config-item config:name="ViewId" config:type="string">view1</config:config-item>'
 '<config:config-item-map-named config:name="Tables"><config:config-item-map-entry config:name="Tracker">'
 '<config:config-item config:name="VerticalSplitMode" config:type="short">2</config:config-item>'
 '<config:config-item config:name="VerticalSplitPosition" config:type="int">3</config:config-item>'
 '<config:config-item config:name="ActiveSplitRange" config:type="short">2</config:config-item>'
 '<config:config-item config:name="PositionTop" config:type="int">0</config:config-item>'
 '<config:config-item config:name="PositionBottom" config:type="int">3</config:config-item>'
 '</config:config-item-map-entry></config:config-item-map-named>'
 '<config:config-item config:name="ActiveTable" config:type="string">Tracker</config:config-item>'
 '</config:config-item-map-entry></config:config-item-map-indexed></config:config-item-set></office:settings>')
doc=(f'<?xml version="1.0" encoding="UTF-8"?><office:document {NS} office:version="1.3" office:mimetype="application/vnd.oasis.opendocument.spreadsheet">'
 +settings+'<office:font-face-decls/>'+styles+'<office:body><office:spreadsheet>'+val+out+out2+out3+'</office:spreadsheet></office:body></office:document>')
open(sys.argv[1],'w').write(doc)
