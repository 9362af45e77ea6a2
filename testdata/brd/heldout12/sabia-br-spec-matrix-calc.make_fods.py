# Writes sabia-br-spec-matrix-calc.fods: a Brazilian agency's spec matrix (flat ODS, three sheets, A4 landscape)
# in Portuguese with English glosses in the headers: "Peso máx." with DECIMAL COMMAS ("2,5 MB") and a numeric
# KB column formatted pt-BR (value 1024 shown "1.024"), an OBR/REC status column defined on the Legenda sheet,
# a Cronograma sheet with money (R$ 48.500,00), impressions and dates that are not requirements.
# Usage: python3 sabia-br-spec-matrix-calc.make_fods.py sabia-br-spec-matrix-calc.fods
import sys
from xml.sax.saxutils import escape

NS = ('xmlns:office="urn:oasis:names:tc:opendocument:xmlns:office:1.0" xmlns:style="urn:oasis:names:tc:opendocument:xmlns:style:1.0" '
      'xmlns:text="urn:oasis:names:tc:opendocument:xmlns:text:1.0" xmlns:table="urn:oasis:names:tc:opendocument:xmlns:table:1.0" '
      'xmlns:fo="urn:oasis:names:tc:opendocument:xmlns:xsl-fo-compatible:1.0" xmlns:number="urn:oasis:names:tc:opendocument:xmlns:datastyle:1.0"')


def cell(v, st='ce1'):
    """str -> text cell; (number, shown) -> float cell showing pt-BR text; None -> empty."""
    if v is None:
        return f'<table:table-cell table:style-name="{st}"/>'
    if isinstance(v, tuple):
        num, shown = v
        return (f'<table:table-cell table:style-name="{st}" office:value-type="float" office:value="{num}">'
                f'<text:p>{escape(shown)}</text:p></table:table-cell>')
    paras = ''.join(f'<text:p>{escape(p)}</text:p>' for p in v.split('\n'))
    return f'<table:table-cell table:style-name="{st}" office:value-type="string">{paras}</table:table-cell>'


def sheet(name, widths, rows, header_rows=1):
    out = f'<table:table table:name="{escape(name)}">'
    out += ''.join(f'<table:table-column table:style-name="co{i}_{name[:3]}"/>' for i in range(len(widths)))
    if header_rows:
        out += '<table:table-header-rows>'
    for ri, r in enumerate(rows):
        if header_rows and ri == header_rows:
            out += '</table:table-header-rows>'
        st = 'ceh' if ri < header_rows else 'ce1'
        if len(r) == 1 and ri >= header_rows:
            out += f'<table:table-row><table:table-cell table:style-name="cen" table:number-columns-spanned="{len(widths)}" office:value-type="string"><text:p>{escape(r[0])}</text:p></table:table-cell>' + '<table:covered-table-cell/>' * (len(widths) - 1) + '</table:table-row>'
            continue
        out += '<table:table-row>' + ''.join(cell(c, st) for c in r) + '</table:table-row>'
    return out + '</table:table>'


H = ['ID', 'Canal\n(Channel)', 'Peça\n(Asset)', 'Dimensão (px)', 'Peso máx.\n(Max. weight)', 'Peso inicial máx. (KB)',
     'Duração\n(Length)', 'Formato / codec', 'Observações\n(Notes)', 'Status']
specs = [H,
 ['D1', 'Display', 'Retângulo médio', '300 x 250', '300 KB total', (150, '150'), 'anim. máx. 15 s, 3 loops', 'HTML5 (ZIP), JPG, PNG', 'ISI visível em todos os frames', 'OBR'],
 ['D2', 'Display', 'Half page', '300 x 600', '600 KB total', (200, '200'), 'anim. máx. 15 s, 3 loops', 'HTML5 (ZIP), JPG, PNG', 'ISI visível em todos os frames', 'OBR'],
 ['D3', 'Display', 'Super banner', '728 x 90', '300 KB total', (150, '150'), 'anim. máx. 15 s, 3 loops', 'HTML5 (ZIP), JPG, PNG', 'ISI visível em todos os frames', 'OBR'],
 ['D4', 'Display', 'Mobile banner', '320 x 50', '50 KB', (50, '50'), 'estático (sem animação)', 'JPG, PNG', '—', 'OBR'],
 ['D5', 'Display', 'Backup (imagem de contingência)', 'mesmo tamanho do banner', '40 KB', None, '—', 'JPG', 'obrigatório para cada HTML5', 'OBR'],
 ['D6', 'Display', 'Vídeo in-banner (dentro do 300 x 600)', '300 x 600', '2,5 MB', None, 'máx. 20 s', 'MP4 (H.264)', 'sem som automático; som só com clique', 'OBR'],
 ['V1', 'YouTube', 'In-stream', '1920 x 1080', '1 GB', None, '15 s ou 30 s', 'MP4 (H.264), áudio AAC', '29,97 ou 30 fps', 'OBR'],
 ['V2', 'YouTube', 'Bumper', '1920 x 1080', '1 GB', None, '6 s exatos', 'MP4 (H.264), áudio AAC', 'idem V1', 'OBR'],
 ['V3', 'YouTube', 'Áudio (in-stream e bumper)', '—', '—', None, '—', 'AAC, 48 kHz, estéreo, mín. 128 kbps', 'loudness −14 LUFS ± 1', 'OBR'],
 ['V4', 'YouTube', 'Legendas (captions)', '—', '—', None, '—', 'SRT', 'português (BR)', 'REC'],
 ['S1', 'Meta', 'Vídeo feed', '1080 x 1350 (4:5)', '4 GB', None, '5 a 60 s', 'MP4 ou MOV (H.264)', 'texto principal máx. 125 caracteres', 'OBR'],
 ['S2', 'Meta', 'Reels', '1080 x 1920 (9:16)', '4 GB', None, 'máx. 90 s', 'MP4 ou MOV (H.264)', 'zona segura: 14% livre no topo (recomendado)', 'OBR'],
 ['S3', 'Meta', 'Imagem feed', '1080 x 1080', '30 MB', None, '—', 'JPG, PNG', 'título máx. 40 caracteres', 'OBR'],
 ['E1', 'E-mail', 'Header', '600 x 200', '0,1 MB', None, '—', 'JPG', 'GIF animado não aceito', 'OBR'],
 ['E2', 'E-mail', 'Assunto (subject)', '—', '—', None, '—', '—', 'máx. 45 caracteres', 'OBR'],
 ['Nomenclatura (file naming): TRV_[CANAL]_[FORMATO ou DURAÇÃO]_[AAAAMMDD]_v[NN] · ex.: TRV_DSP_300x250_20270315_v01.zip · TRV_YT_15s_20270315_v02.mp4'],
 ['Todas as peças devem exibir o número de aprovação interna no formato TRV AAAA NNN (ex.: TRV 2027 014).'],
]
legend = [['Código', 'Significado (meaning)'],
 ['OBR', 'Obrigatório (mandatory): peça fora da especificação é devolvida à produtora sem revisão.'],
 ['REC', 'Recomendado (recommended): boa prática; não bloqueia a aprovação.'],
 ['—', 'Não se aplica (not applicable) / sem limite.'],
 ['Números', 'Vírgula decimal e ponto de milhar, padrão brasileiro: 2,5 MB = dois megabytes e meio; 2.400.000 = dois milhões e quatrocentos mil.'],
 ['Versão', 'v3 · 02/02/2027 · substitui a v2 (peso inicial era 100 KB no 300 x 250; agora 150 KB)']]
crono = [['Etapa (step)', 'Data', 'Responsável', 'Valor / volume'],
 ['Aprovação do briefing', '08/02/2027', 'Tervalia Brasil', '—'],
 ['Entrega R1 (round 1)', '01/03/2027', 'Sabiá Produções', '14 peças'],
 ['Revisão médico-legal', '08/03/2027', 'Tervalia Brasil', '5 dias úteis'],
 ['Entrega final', '15/03/2027', 'Sabiá Produções', '—'],
 ['Veiculação (flight)', '01/04/2027 a 30/06/2027', 'Mídia', '2.400.000 impressões'],
 ['Orçamento de produção', '—', 'Sabiá Produções', 'R$ 48.500,00'],
 ['Taxa de urgência', '—', '—', 'R$ 3.200,00 por entrega < 48 h']]

styles = ['<style:style style:name="ce1" style:family="table-cell"><style:table-cell-properties fo:wrap-option="wrap" style:vertical-align="top" fo:border="0.5pt solid #999999" fo:padding="0.04cm"/><style:text-properties fo:font-size="8pt"/></style:style>',
          '<style:style style:name="ceh" style:family="table-cell"><style:table-cell-properties fo:wrap-option="wrap" fo:background-color="#1f6f50" fo:border="0.5pt solid #999999" fo:padding="0.04cm"/><style:text-properties fo:font-size="8pt" fo:font-weight="bold" fo:color="#ffffff"/></style:style>',
          '<style:style style:name="cen" style:family="table-cell"><style:table-cell-properties fo:wrap-option="wrap" fo:padding="0.06cm"/><style:text-properties fo:font-size="8.5pt" fo:font-style="italic"/></style:style>']
sheets = [('Specs', [1.0, 1.8, 3.2, 2.6, 2.4, 2.0, 2.6, 3.4, 4.2, 1.3], specs),
          ('Legenda', [2.5, 16], legend), ('Cronograma', [5, 5, 4.5, 5], crono)]
for name, widths, _ in sheets:
    for i, w in enumerate(widths):
        styles.append(f'<style:style style:name="co{i}_{name[:3]}" style:family="table-column"><style:table-column-properties style:column-width="{w}cm"/></style:style>')
auto = ('<office:automatic-styles>' + ''.join(styles) +
        '<style:page-layout style:name="pm1"><style:page-layout-properties fo:page-width="29.7cm" fo:page-height="21cm" style:print-orientation="landscape" fo:margin="1cm"/></style:page-layout>'
        '</office:automatic-styles>')
master = ('<office:master-styles><style:master-page style:name="Default" style:page-layout-name="pm1">'
          '<style:header><text:p>Sabiá Produções · Tervalia (tervalimabe) · Especificações técnicas de mídia digital 2027</text:p></style:header>'
          '<style:footer><text:p>Confidencial · Página <text:page-number>1</text:page-number></text:p></style:footer>'
          '</style:master-page></office:master-styles>')
body = '<office:body><office:spreadsheet>' + ''.join(sheet(n, w, r) for n, w, r in sheets) + '</office:spreadsheet></office:body>'
doc = (f'<?xml version="1.0" encoding="UTF-8"?><office:document {NS} office:version="1.2" '
       'office:mimetype="application/vnd.oasis.opendocument.spreadsheet">' + auto + master + body + '</office:document>')
open(sys.argv[1], 'w').write(doc)
