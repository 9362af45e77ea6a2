# Writes pellmont-onboarding-questionnaire.fods (flat ODS: a completed supplier questionnaire with a Status column,
# section rows, A4 landscape page style, wrapped cells; a second sheet with the Status legend).
# Usage: python3 pellmont-onboarding-questionnaire.make_fods.py pellmont-onboarding-questionnaire.fods
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

H=['Ref','Question','Answer','Status','Comments']
rows=[
['A','About your organisation','','',''],
['A1','Company name','CarePoint Media Ltd','Info','Registered in England and Wales'],
['A2','Monthly unique users (UK)','2.4 million','Info','ABC-audited, January 2027'],
['A3','Share of traffic from healthcare professionals','31%','Info','GMC/NMC-verified log-ins'],
['A4','Number of sites and apps','12','Info',''],
['B','Display advertising','','',''],
['B1','Which display sizes do you accept?','300x250, 728x90, 300x600 and 970x250','Required','Other sizes are declined at booking'],
['B2','What is the maximum file size for static images?','150 kB (JPG, PNG or GIF)','Required',''],
['B3','Do you accept HTML5 creative?','Yes: ZIP upload, initial load up to 200 kB, total up to 600 kB','Required','Total includes polite-loaded files'],
['B4','Maximum animation length?','15 seconds, and no more than 3 loops','Required',''],
['B5','Do you accept Flash (SWF)?','No','Required',''],
['B6','Are third-party ad tags accepted?','Yes, if every call is HTTPS','Required',''],
['B7','Do you require a border on display units?','Only on white-background creatives: 1 px, any colour','Preferred',''],
['C','Video (pre-roll on our article pages)','','',''],
['C1','Which video formats do you accept?','MP4 (H.264) only','Required','VAST 4 tags are also accepted'],
['C2','Which lengths do you accept?','10, 20 or 30 seconds','Required',''],
['C3','Which aspect ratios?','16:9 only; 4:3 and 9:16 are refused','Required',''],
['C4','Minimum resolution?','1280 × 720','Required','1920 × 1080 preferred'],
['C5','Maximum file size?','200 MB','Required',''],
['C6','Audio loudness target?','−23 LUFS (EBU R128)','Preferred','We normalise on ingest'],
['D','Native and newsletter','','',''],
['D1','Native headline length?','50 characters maximum','Required','Spaces count'],
['D2','Native body text length?','150 characters maximum','Required','We recommend 90 characters or fewer'],
['D3','Native image?','1200 × 627 px, JPG or PNG, no more than 1 MB','Required',''],
['D4','Newsletter banner?','600 × 150 px, JPG or GIF, max. 100 kB','Required','No HTML5 in the newsletter'],
['E','Prescription medicines','','',''],
['E1','Do you accept prescription-only medicine advertising?','Yes, on our HCP-verified sites only','Info','Applied through targeting at booking'],
['E2','How must prescribing information be provided?','A link to the prescribing information on every unit, one click away','Required',''],
['E3','Is the black triangle required?','Yes, next to the product name for medicines under additional monitoring','Required','▼ symbol, at least the height of the product name'],
['E4','Which approval details must appear?','The client’s approval code and the date of preparation on every unit','Required','e.g. UK-PLM-0189, March 2027'],
['E5','Adverse-event reporting?','The adverse-event reporting statement on every HCP unit','Required','Statement text in the client’s PI'],
['F','Process','','',''],
['F1','Creative lead time?','5 working days before go-live','Info',''],
['F2','Test page available?','Yes','Info','Staging URL on request'],
]
s1,cs1=sheet('Questionnaire',[0.4,2.6,3.0,0.75,2.3],H,rows,title='Supplier onboarding questionnaire · Pellmont Health (UK) · Completed by CarePoint Media Ltd, 8 February 2027')
G=[['Status','Meaning'],
['Required','A condition of acceptance: creative that does not meet the answer is returned to the agency.'],
['Preferred','Guidance only; creative is not returned for it.'],
['Info','About the supplier or its process; not a creative requirement.'],
['Units','kB = 1,024 bytes; MB = 1,024 kB; sizes in pixels, width × height.'],
['Comments','Where a comment adds a limit or a preference, it applies as the Status says for the comment’s own wording: “preferred” and “recommend” are guidance.']]
s2,cs2=sheet('Guidance',[1.2,8.0],G[0],G[1:])

styles=('<office:automatic-styles>'+cs1+cs2+
'<style:style style:name="ro1" style:family="table-row"><style:table-row-properties style:use-optimal-row-height="true"/></style:style>'
'<style:style style:name="ta1" style:family="table" style:master-page-name="Land"><style:table-properties table:display="true"/></style:style>'
'<style:style style:name="ce1" style:family="table-cell"><style:table-cell-properties fo:wrap-option="wrap" style:vertical-align="top" fo:border="0.5pt solid #808080"/><style:text-properties fo:font-size="8pt" style:font-name="Liberation Sans"/></style:style>'
'<style:style style:name="ce0" style:family="table-cell"><style:text-properties fo:font-size="8pt"/></style:style>'
'<style:style style:name="ceT" style:family="table-cell"><style:text-properties fo:font-size="11pt" fo:font-weight="bold"/></style:style>'
'<style:style style:name="ceH" style:family="table-cell"><style:table-cell-properties fo:wrap-option="wrap" style:vertical-align="top" fo:background-color="#d9e1f2" fo:border="0.5pt solid #808080"/><style:text-properties fo:font-size="8pt" fo:font-weight="bold" style:font-name="Liberation Sans"/></style:style>'
'<style:page-layout style:name="pmL"><style:page-layout-properties fo:page-width="29.7cm" fo:page-height="21cm" style:print-orientation="landscape" fo:margin-top="0.4in" fo:margin-bottom="0.4in" fo:margin-left="0.35in" fo:margin-right="0.35in" style:scale-to-X="1" style:scale-to-Y="0" style:print-page-order="ltr"/></style:page-layout>'
'</office:automatic-styles>'
'<office:master-styles><style:master-page style:name="Land" style:page-layout-name="pmL"><style:header><text:p>CarePoint Media Ltd – supplier onboarding questionnaire (completed)</text:p></style:header><style:footer><text:p>Page <text:page-number>1</text:page-number></text:p></style:footer></style:master-page></office:master-styles>')
doc=f'<?xml version="1.0" encoding="UTF-8"?><office:document {NS} office:version="1.3" office:mimetype="application/vnd.oasis.opendocument.spreadsheet"><office:font-face-decls/>'+styles+'<office:body><office:spreadsheet>'+s1+s2+'</office:spreadsheet></office:body></office:document>'
open(sys.argv[1],'w').write(doc)

