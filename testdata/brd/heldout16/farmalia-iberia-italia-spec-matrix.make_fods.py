# Writes farmalia-iberia-italia-spec-matrix.fods: a southern-European regional hub's HCP digital spec matrix
# (flat ODS, three sheets, A4 landscape, one column per country ES | PT | IT). Written from scratch for heldout16.
# Usage: python3 farmalia-iberia-italia-spec-matrix.make_fods.py OUT.fods
import sys
from xml.sax.saxutils import escape
def cell(v, style='Wrap'):
    if v is None or v == '':
        return f'<table:table-cell table:style-name="{style}"/>'
    if isinstance(v, (int, float)):
        return f'<table:table-cell table:style-name="{style}" office:value-type="float" office:value="{v}"><text:p>{v}</text:p></table:table-cell>'
    paras = ''.join(f'<text:p>{escape(x)}</text:p>' for x in str(v).split('\n'))
    return f'<table:table-cell table:style-name="{style}" office:value-type="string">{paras}</table:table-cell>'
def sheet(name, widths, rows, header_rows=(0,)):
    cols = ''.join(f'<table:table-column table:style-name="co{w}"/>' for w in widths)
    out = f'<table:table table:name="{escape(name)}">{cols}'
    for i, r in enumerate(rows):
        st = 'Head' if i in header_rows else ('Title' if i == -1 else 'Wrap')
        out += '<table:table-row>' + ''.join(cell(c, st) for c in r) + '</table:table-row>'
    return out + '</table:table>'
W = {}
S = []
S.append(sheet('Léame – Read me', [60, 170], [
    ['Farmalía Ibérica S.A. · Farmalia Italia S.r.l.', 'Nexoril® (nexorilan) – HCP digital specification matrix, ES / PT / IT'],
    ['Version', '2.3 – 27/11/2026 (replaces 2.2 of 03/09/2026)'],
    ['Owner', 'Hub Digital Sur, Madrid – Lucía Ferrer Soto'],
    ['Purpose', 'One matrix for every Nexoril HCP banner and email produced for Spain, Portugal and Italy. Agencies build once and adapt per country using the country columns of the sheet "Especificaciones".'],
    ['How to read it', 'Column "Obligatorio": Sí = mandatory, the local medical-legal review (revisión MLR / revisione MLR) rejects the asset; Recomendado = good practice, reviewers comment only; Info = reference, not checked.'],
    ['Numbers', 'Decimal comma as in our local documents (2,5 MB = two and a half megabytes). kB = 1 024 bytes.'],
    ['Not in scope', 'Social media, congress material and patient materials have their own matrices. Greece moves to this matrix in 2028.'],
], header_rows=()))
S.append(sheet('Especificaciones', [14, 38, 46, 46, 46, 22], [
    ['Ref.', 'Element', 'ES – España', 'PT – Portugal', 'IT – Italia', 'Obligatorio'],
    ['R01', 'Audience', 'Profesionales sanitarios only', 'Profissionais de saúde only', 'Operatori sanitari only', 'Sí'],
    ['R02', 'Audience statement on the asset', '“Material exclusivo para profesionales sanitarios”', '“Informação destinada a profissionais de saúde”', '“Materiale riservato agli operatori sanitari”', 'Sí'],
    ['R03', 'SmPC link', 'Link to the ficha técnica', 'Link to the RCM (Resumo das Características do Medicamento)', 'Link to the RCP (Riassunto delle Caratteristiche del Prodotto)', 'Sí'],
    ['R04', 'Local code and authority', 'Código de Buenas Prácticas de Farmaindustria; AEMPS', 'Código Deontológico APIFARMA; INFARMED', 'Codice Deontologico Farmindustria; AIFA', 'Info'],
    ['R05', 'Approval reference on the asset', 'ES-NXR-NNNN (e.g. ES-NXR-0318)', 'PT/NXR/NNNN (e.g. PT/NXR/0077)', 'IT-NXR-NNNN (e.g. IT-NXR-1204)', 'Sí'],
    ['R06', 'Price and reimbursement statement', '“Precio y condiciones de financiación” as approved', '“Preço e regime de comparticipação” as approved', '“Classe di rimborsabilità e prezzo” as approved', 'Sí'],
    ['R07', 'AIFA deposit line', 'n/a', 'n/a', '“Depositato presso AIFA in data gg/mm/aaaa”', 'Sí'],
    ['R08', 'Black triangle statement', '“Este medicamento está sujeto a seguimiento adicional”', '“Este medicamento está sujeito a monitorização adicional”', '“Medicinale sottoposto a monitoraggio addizionale”', 'Sí'],
    ['R09', 'Mandatory text, min. size on banners (px)', 9, 9, 10, 'Sí'],
    ['R10', 'Banner max. initial load (kB)', 150, 150, 100, 'Sí'],
    ['R11', 'Banner max. total weight incl. polite load (kB)', 400, 400, 300, 'Sí'],
    ['R12', 'Banner animation, max. (s)', 15, 15, 15, 'Sí'],
    ['R13', 'In-banner video, max. file size', '2,5 MB', '2,5 MB', '2,5 MB', 'Sí'],
    ['R14', 'Email max. weight, HTML + images (kB)', 200, 200, 150, 'Sí'],
    ['R15', 'Email subject line, max. characters', 60, 60, 55, 'Sí'],
    ['R16', 'Email pre-header, characters', 'about 80', 'about 80', 'about 80', 'Recomendado'],
    ['R17', 'Date format in copy', 'dd/mm/aaaa', 'dd/mm/aaaa', 'gg/mm/aaaa', 'Info'],
    ['R18', 'Banner sizes', '300 × 250, 728 × 90, 300 × 600', '300 × 250, 300 × 600', '300 × 250, 728 × 90, 300 × 600, 320 × 100', 'Sí'],
    ['R19', 'File name', 'NXR_[CC]_[Canal]_[Tamaño]_v[NN], e.g. NXR_ES_BAN_300x250_v02.zip', 'same template', 'same template', 'Sí'],
]))
S.append(sheet('Calendario', [40, 40, 40, 60], [
    ['Milestone', 'ES', 'PT', 'IT'],
    ['Master banners approved (EN)', '15/12/2026', '15/12/2026', '15/12/2026'],
    ['Local adaptation delivered', '11/01/2027', '18/01/2027', '11/01/2027'],
    ['Local MLR (revisión / revisione)', '10 días hábiles', '10 dias úteis', '15 giorni lavorativi (AIFA deposit 10 days before use)'],
    ['Go-live', '01/02/2027', '08/02/2027', '15/02/2027'],
    ['Budget (EUR, production)', '18.400,00 €', '9.750,00 €', '21.300,00 €'],
]))
colw = sorted({w for w in [60, 170, 14, 38, 46, 22, 40]})
colstyles = ''.join(f'<style:style style:name="co{w}" style:family="table-column"><style:table-column-properties style:column-width="{w}mm"/></style:style>' for w in [60, 170, 14, 38, 46, 22, 40])
doc = f'''<?xml version="1.0" encoding="UTF-8"?>
<office:document xmlns:office="urn:oasis:names:tc:opendocument:xmlns:office:1.0" xmlns:style="urn:oasis:names:tc:opendocument:xmlns:style:1.0" xmlns:text="urn:oasis:names:tc:opendocument:xmlns:text:1.0" xmlns:table="urn:oasis:names:tc:opendocument:xmlns:table:1.0" xmlns:fo="urn:oasis:names:tc:opendocument:xmlns:xsl-fo-compatible:1.0" office:version="1.2" office:mimetype="application/vnd.oasis.opendocument.spreadsheet">
<office:automatic-styles>{colstyles}
<style:style style:name="Wrap" style:family="table-cell"><style:table-cell-properties fo:wrap-option="wrap" style:vertical-align="top" fo:border="0.5pt solid #999999" fo:padding="0.5mm"/><style:paragraph-properties fo:text-align="start"/><style:text-properties fo:font-size="8pt"/></style:style>
<style:style style:name="Head" style:family="table-cell"><style:table-cell-properties fo:wrap-option="wrap" fo:background-color="#1f5c4a" fo:border="0.5pt solid #999999" fo:padding="0.5mm"/><style:text-properties fo:font-size="8pt" fo:font-weight="bold" fo:color="#ffffff"/></style:style>
<style:style style:name="Title" style:family="table-cell"><style:text-properties fo:font-size="11pt" fo:font-weight="bold"/></style:style>
<style:page-layout style:name="pm1"><style:page-layout-properties fo:page-width="297mm" fo:page-height="210mm" style:print-orientation="landscape" fo:margin="10mm"/></style:page-layout>
</office:automatic-styles>
<office:master-styles><style:master-page style:name="Default" style:page-layout-name="pm1"/></office:master-styles>
<office:body><office:spreadsheet>{"".join(S)}</office:spreadsheet></office:body></office:document>'''
open(sys.argv[1], 'w').write(doc)
