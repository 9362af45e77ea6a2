package brd

import (
	"slices"
	"strings"
	"sync"
	"unicode"
	"unicode/utf8"

	"github.com/pharmaops/pharmaops/pkg/compliance"
	"github.com/pharmaops/pharmaops/pkg/doctext"
)

// Documents written in German, French, Spanish, Italian or Portuguese, or
// mixing one of them with English. Every stage reads requirements through
// English words ("must", "at most", "file size", "recommended"), so before
// the stages run the document's requirement vocabulary is glossed into
// English, word by word, from one lexicon per language (below): the modal
// verbs and their negations, severities, bound words, property nouns,
// units, example markers and market and language names. The stages then
// read "Schriftgröße für Pflichttext: mindestens 10 px" as "font size für
// Pflichttext: at least 10 px". What a rule quotes stays the document's
// own words: each glossed text remembers where its glosses stand, and the
// quotes of the extracted rules are mapped back (restoreQuotes).
//
// Only words that are no English word are in the lexicons ("die", "also",
// "con", "solo", "plus", "sans", "sem", "seg." are left out), so an English document reads as
// before. Text between quotation marks or brackets is never glossed: „Nur
// für Fachkreise“ is the statement an asset must carry, in its language,
// and "[Tamaño]" a placeholder of a naming template.

// lexicons are the glosses of each language: a word or phrase as written
// (any case; "." at its end must follow in the text) and its English.
var lexicons = map[string]map[string]string{
	"de": {
		// modal verbs, negations, severities
		"muss": "must", "müssen": "must", "darf nicht": "must not", "dürfen nicht": "must not",
		"darf": "may", "dürfen": "may", "soll": "should", "sollen": "should", "sollte": "should", "sollten": "should",
		"muss nicht": "need not", "kein": "no", "keine": "no", "nicht": "not", "nur": "only", "ausschließlich": "only", "ausschliesslich": "only",
		"erforderlich": "required", "notwendig": "required", "verpflichtend": "mandatory", "Pflicht": "mandatory",
		"zwingend": "mandatory", "verbindlich": "mandatory", "empfohlen": "recommended", "Empfehlung": "recommendation",
		"wünschenswert": "preferred", "zulässig": "allowed", "unzulässig": "not allowed", "erlaubt": "allowed",
		"nicht erlaubt": "not allowed", "verboten": "prohibited", "angenommen": "accepted", "akzeptiert": "accepted",
		"nicht mehr": "no longer", "wird": "is", "werden": "are", "ist": "is", "sind": "are",
		// bounds
		"höchstens": "at most", "maximal": "max.", "mindestens": "at least", "mind.": "min.", "minimal": "min.",
		"bis zu": "up to", "nicht mehr als": "no more than", "weniger als": "less than", "mehr als": "more than",
		"unter": "under", "zwischen": "between", "spätestens": "at the latest", "frühestens": "at the earliest",
		"und": "and", "oder": "or", "bis": "to", "mit": "with", "ohne": "without", "für": "for",
		"jedes": "every", "jede": "every", "jeder": "every", "jedem": "every", "jeden": "every", "alle": "all",
		"z. B.": "e.g.", "z.B.": "e.g.", "bzw.": "or", "ca.": "approx.",
		// assets and their properties
		"Werbemittel": "ad", "Datei": "file", "Dateien": "files", "Dateiformat": "file format", "Dateiformate": "file formats",
		"Dateiname": "file name", "Dateinamen": "file names", "Dateibenennung": "file naming",
		"Dateigröße": "file size", "Dateigrösse": "file size", "Dateigewicht": "file weight", "Gewicht": "weight",
		"Größe": "size", "Grösse": "size", "Maße": "dimensions", "Abmessungen": "dimensions",
		"Formate": "formats", "Breite": "width", "Höhe": "height", "Auflösung": "resolution",
		"Bild": "image", "Bilder": "images", "Bildrate": "frame rate", "Bildwiederholrate": "frame rate", "Bilder/s": "fps",
		"Länge": "length", "Dauer": "duration", "Laufzeit": "duration", "Spieldauer": "duration",
		"Sek.": "sec.", "Sekunde": "second", "Sekunden": "seconds", "Minuten": "minutes",
		"Durchläufe": "loops", "Durchlauf": "loop", "Wiederholungen": "loops", "Schleifen": "loops",
		"Schriftgröße": "font size", "Schriftgrösse": "font size", "Schrift": "font", "Schriftart": "typeface",
		"Kontrastverhältnis": "contrast ratio", "Kontrast": "contrast", "Lautheit": "loudness", "Lautstärke": "loudness",
		"Videobitrate": "video bitrate", "Audiobitrate": "audio bitrate", "Untertitel": "subtitles", "eingebrannt": "burned in",
		"Zeichen": "characters", "Betreff": "subject line", "Betreffzeile": "subject line", "Vorschautext": "preheader",
		"statisch": "static", "animiert": "animated", "Animationen": "animations", "Nachladen": "subload",
		"Endframe": "end frame", "Schlussbild": "end frame", "Anlieferung": "delivery",
		"Pflichtangaben": "prescribing information", "Pflichttext": "mandatory text", "Pflichttexte": "mandatory text",
		"Fachinformation": "prescribing information", "Kurzfachinformation": "abbreviated prescribing information",
		"Gebrauchsinformation": "patient information", "Nebenwirkungen": "side effects", "Warnhinweis": "warning",
		"Fachkreise": "healthcare professionals", "Fachpersonen": "healthcare professionals", "Laien": "consumers",
		"Patienten": "patients", "Hinweis": "statement", "enthalten": "contain", "enthält": "contains", "trägt": "carries",
		"sichtbar": "visible", "anklickbar": "clickable", "lesbar": "legible", "Abmeldelink": "unsubscribe link",
		"Freigabenummer": "approval number", "Freigabecode": "approval code", "Zulassungsnummer": "approval number",
		"folgenden": "following", "folgende": "following", "Punkte": "points", "dieses Abschnitts": "of this section",
		"in diesem Abschnitt": "in this section", "Abschnitt": "section", "Anforderungen": "requirements",
		"Eigenschaft": "property", "Vorgabe": "specification", "Vorgaben": "specifications", "genau": "exactly", "exakt": "exactly",
		"Überschrift": "headline", "Schutzzone": "safe zone", "Ersatzbild": "backup image", "Sicherheitsinformationen": "safety information",
		// markets and languages
		"einmal": "once", "zweimal": "twice", "dreimal": "three times", "viermal": "four times",
		"überschreiten": "exceed", "unterschreiten": "fall below", "läuft": "plays", "laufen": "play", "wiederholt": "repeated",
		"erreichbar": "accessible", "beträgt": "is", "betragen": "be",
		"Mindestschriftgröße": "minimum font size", "Mindestschriftgrösse": "minimum font size",
		"gesamt": "total", "insgesamt": "in total", "Gesamtgröße": "total size", "Gesamtgewicht": "total weight",
		"Gesamtdauer": "total duration", "Animationsdauer": "animation length", "Videolänge": "video length",
		"Spotlänge": "spot length", "Bildgröße": "image size", "Maximalgröße": "maximum size", "Mindestgröße": "minimum size",
		"maximale": "maximum", "minimale": "minimum", "Abmeldung": "unsubscribe", "Fußzeile": "footer", "Fusszeile": "footer",
		"Prozent": "percent",
		"kann":    "may", "können": "may", "Ja": "Yes", "Nein": "No", "empfehlenswert": "recommended", "fakultativ": "optional",
		"bevorzugt": "preferred", "idealerweise": "ideally", "Soziale Medien": "social media", "Hochformat": "portrait",
		"Querformat": "landscape", "quadratisch": "square", "Seitenverhältnis": "aspect ratio", "Abtastrate": "sample rate",
		"Dateityp": "file type", "Dateitypen": "file types", "Sicherheitsbereich": "safe area", "Endkarte": "end card",
		"Abspann": "end card", "Vorschaubild": "thumbnail", "mit Ton": "with sound", "ohne Ton": "without sound",
		"Tonspur": "audio track", "stumm": "muted", "Untertitelung": "subtitles",
		"sein":         "be",
		"Empfehlungen": "recommendations", "abgelehnt": "rejected", "zurückgewiesen": "rejected", "inkl.": "incl.",
		"exkl.": "excl.", "pro Datei": "per file", "pro Bild": "per image", "pro Banner": "per banner",
		"statische": "static", "statischen": "static", "animierte": "animated", "animierten": "animated",
		// "ist … einzuhalten": a duty in the passive infinitive
		"ist einzuhalten": "must be met", "sind einzuhalten": "must be met", "ist zu vermeiden": "must be avoided",
		"sind zu vermeiden": "must be avoided", "ist zu verwenden": "must be used", "sind zu verwenden": "must be used",
		"ist anzugeben": "must be stated", "sind anzugeben": "must be stated", "ist zu liefern": "must be delivered",
		"sind zu liefern": "must be delivered", "ist beizufügen": "must be attached", "sind beizufügen": "must be attached",
		"einzuhalten": "met", "benötigt": "required", "gilt": "applies", "gelten": "apply",
		"Deutschland": "Germany", "Schweiz": "Switzerland", "Österreich": "Austria", "Frankreich": "France",
		"Italien": "Italy", "Spanien": "Spain", "Deutsch": "German", "Französisch": "French", "Englisch": "English",
		"Italienisch": "Italian", "Spanisch": "Spanish",
	},
	"fr": {
		"doit": "must", "doivent": "must", "ne doit pas": "must not", "ne doivent pas": "must not",
		"ne doit pas dépasser": "must not exceed", "ne doivent pas dépasser": "must not exceed", "ne pas dépasser": "not exceed",
		"dépasser": "exceed", "devrait": "should", "devraient": "should", "obligatoire": "mandatory", "obligatoires": "mandatory",
		"recommandé": "recommended", "recommandée": "recommended", "recommandés": "recommended", "recommandées": "recommended",
		"conseillé": "recommended", "facultatif": "optional", "facultative": "optional", "interdit": "prohibited",
		"interdite": "prohibited", "autorisé": "allowed", "autorisée": "allowed", "accepté": "accepted", "acceptés": "accepted",
		"refusé": "rejected", "refusés": "rejected", "uniquement": "only", "seulement": "only",
		"au maximum": "at most", "au minimum": "at least", "au moins": "at least", "jusqu’à": "up to",
		"pas plus de": "no more than", "moins de": "less than", "entre": "between", "chaque": "each", "tous les": "all",
		"toutes les": "all", "ou": "or", "par exemple": "e.g.", "p. ex.": "e.g.",
		"fichier": "file", "fichiers": "files", "taille": "size", "poids": "weight", "taille du fichier": "file size",
		"taille de fichier": "file size", "poids initial": "initial weight", "chargement initial": "initial load",
		"poids total": "total weight", "poids du fichier": "file weight", "largeur": "width", "hauteur": "height",
		"durée": "duration", "secondes": "seconds", "boucles": "loops", "images par seconde": "fps",
		"caractères": "characters", "taille de police": "font size", "taille de caractère": "font size",
		"sous-titres": "subtitles", "sous-titrage": "subtitles", "bannière": "banner", "bannières": "banners", "vidéo": "video",
		"mentions légales": "prescribing information", "mentions obligatoires": "prescribing information", "effets indésirables": "side effects",
		"professionnels de santé": "healthcare professionals", "professionnels de la santé": "healthcare professionals",
		"la mention": "the statement", "mention légale": "legal text", "suivants": "following", "suivantes": "following", "exigences": "requirements", "sont": "are",
		"statique": "static", "animé": "animated", "animée": "animated", "exactement": "exactly",
		"titre": "headline", "texte principal": "primary text", "zone de sécurité": "safe zone", "non accepté": "not accepted",
		"pas accepté": "not accepted", "image de secours": "backup image", "objet": "subject line", "format de fichier": "file format",
		"longueur": "length", "résolution": "resolution", "fréquence d’images": "frame rate", "débit": "bitrate",
		"informations de sécurité": "safety information", "interdits": "prohibited",
		"n’est pas": "is not", "ne sont pas": "are not", "ne pas": "not", "ne peut pas": "must not", "ne peuvent pas": "must not",
		"ne doit jamais": "must never", "ne dépasse pas": "does not exceed", "fois": "times", "répéter": "repeat",
		"numéro de visa": "visa number", "numéro": "number", "le texte": "the statement", "minimale": "minimum", "maximale": "maximum",
		"inclure": "include", "contenir": "contain", "afficher": "show",
		"taille minimale de police": "minimum font size", "taille minimale des caractères": "minimum font size",
		"pré-en-tête": "preheader", "chacun": "each", "chacune": "each", "lien de désinscription": "unsubscribe link",
		"désinscription": "unsubscribe", "pied de page": "footer", "incrustés": "burned in", "incrustées": "burned in",
		"et": "and", "à": "to", "pour cent": "percent",
		"peut": "may", "peuvent": "may", "Oui": "Yes", "de préférence": "preferably", "idéalement": "ideally",
		"réseaux sociaux": "social media", "paysage": "landscape", "carré": "square", "format d’image": "aspect ratio",
		"fréquence d’échantillonnage": "sample rate", "type de fichier": "file type",
		"carton de fin": "end card", "sans son": "without sound", "muet": "muted",
		"être":            "be",
		"recommandations": "recommendations", "par fichier": "per file", "par image": "per image",
		// an adjective after its noun, written in English order
		"bannière animée": "animated banner", "bannières animées": "animated banners", "bannière statique": "static banner",
		"bannières statiques": "static banners", "bannière HTML5": "HTML5 banner", "bannières HTML5": "HTML5 banners",
		"GIF animé": "animated GIF", "GIF animés": "animated GIFs", "animés": "animated", "animées": "animated",
		"statiques":       "static",
		"est à respecter": "must be met", "sont à respecter": "must be met", "à fournir": "to be supplied",
		"requis": "required", "requise": "required", "requises": "required", "exigé": "required", "exigée": "required",
		"Suisse": "Switzerland", "Allemagne": "Germany", "Espagne": "Spain", "Italie": "Italy", "Autriche": "Austria",
		"Belgique": "Belgium", "Français": "French", "Allemand": "German", "Anglais": "English",
	},
	"es": {
		"debe": "must", "deben": "must", "no debe": "must not", "no deben": "must not", "debería": "should",
		"deberían": "should", "superar": "exceed", "exceder": "exceed", "obligatorio": "mandatory", "obligatoria": "mandatory",
		"recomendado": "recommended", "recomendada": "recommended", "opcional": "optional", "prohibido": "prohibited",
		"prohibida": "prohibited", "permitido": "allowed", "aceptado": "accepted", "únicamente": "only", "solamente": "only",
		"como máximo": "at most", "como mínimo": "at least", "al menos": "at least", "máximo": "max.", "mínimo": "min.",
		"hasta": "up to", "cada": "each", "todos los": "all", "todas las": "all", "por ejemplo": "e.g.",
		"archivo": "file", "archivos": "files", "tamaño": "size", "peso": "weight", "tamaño del archivo": "file size",
		"peso del archivo": "file weight", "ancho": "width", "duración": "duration", "segundos": "seconds",
		"bucles": "loops", "fotogramas por segundo": "fps", "caracteres": "characters", "asunto": "subject line",
		"subtítulos": "subtitles", "imagen": "image", "imágenes": "images", "vídeo": "video",
		"inicial": "initial", "carga inicial": "initial load", "peso inicial": "initial weight", "peso total": "total weight",
		"máx.": "max.", "mín.": "min.",
		"profesionales sanitarios": "healthcare professionals", "ficha técnica": "prescribing information",
		"efectos adversos": "side effects", "Sí": "Yes",
		"siguientes": "following", "puntos": "points", "requisitos": "requirements", "son obligatorios": "are mandatory",
		"todos": "all", "todas": "all", "estático": "static", "estática": "static", "animado": "animated", "animada": "animated",
		"sonido": "sound", "exactamente": "exactly", "exactos": "exactly", "título": "headline",
		"texto principal": "primary text", "zona segura": "safe zone", "zona de seguridad": "safe zone", "no aceptado": "not accepted",
		"aceptada": "accepted", "imagen de respaldo": "backup image", "formato": "format",
		"formatos": "formats", "formato de archivo": "file format", "longitud": "length", "resolución": "resolution",
		"velocidad de fotogramas": "frame rate", "fotogramas": "frames", "tasa de bits": "bitrate", "tamaño de fuente": "font size",
		"tamaño de letra": "font size", "tamaños": "sizes", "exclusivamente": "only", "obligatorios": "mandatory",
		"obligatorias": "mandatory", "recomendados": "recommended", "recomendadas": "recommended", "permitidos": "allowed",
		"prohibidos": "prohibited", "información de seguridad": "safety information", "clic": "click",
		"no puede": "must not", "no pueden": "must not", "no se acepta": "is not accepted", "no se aceptan": "are not accepted",
		"se aceptan": "are accepted", "se recomienda": "it is recommended", "no se permite": "is not allowed",
		"no se permiten": "are not allowed", "veces": "times", "repetirse": "repeat", "repetir": "repeat", "piezas": "assets",
		"pieza": "asset", "el texto": "the statement", "leyenda": "statement", "letra": "font", "fuente": "font",
		"mínima": "minimum", "máxima": "maximum", "incluir": "include", "contener": "contain", "mostrar": "show", "admitidos": "allowed",
		"tamaño mínimo de letra": "minimum font size", "tamaño mínimo de fuente": "minimum font size",
		"tamaño mínimo de la fuente": "minimum font size", "tamaño mínimo de la letra": "minimum font size",
		"preencabezado": "preheader", "enlace de baja": "unsubscribe link", "pie de página": "footer",
		"incrustados": "burned in", "incrustadas": "burned in",
		"por ciento": "percent",
		"puede":      "may", "pueden": "may", "preferiblemente": "preferably", "preferentemente": "preferably",
		"idealmente": "ideally", "redes sociales": "social media", "cuadrado": "square", "relación de aspecto": "aspect ratio",
		"frecuencia de muestreo": "sample rate", "tipo de archivo": "file type", "cartela final": "end card",
		"miniatura": "thumbnail", "sin sonido": "without sound", "facultativo": "optional",
		"ser":             "be",
		"recomendaciones": "recommendations", "rechazado": "rejected", "rechazados": "rejected", "rechazada": "rejected",
		"rechazadas": "rejected", "por archivo": "per file", "por imagen": "per image",
		"banners animados": "animated banners", "banners estáticos": "static banners", "banners HTML5": "HTML5 banners",
		"GIF animado": "animated GIF", "GIF animados": "animated GIFs", "estáticos": "static", "estáticas": "static",
		"animados": "animated", "animadas": "animated",
		"se debe": "must", "se deben": "must", "es necesario": "is required", "necesario": "required",
		"necesaria": "required", "requerido": "required", "requerida": "required",
		"España": "Spain", "Alemania": "Germany", "Suiza": "Switzerland", "Francia": "France", "Italiano": "Italian",
		"Español": "Spanish",
	},
	"it": {
		"deve": "must", "devono": "must", "non deve": "must not", "non devono": "must not", "dovrebbe": "should",
		"superare": "exceed", "obbligatorio": "mandatory", "obbligatoria": "mandatory", "consigliato": "recommended",
		"raccomandato": "recommended", "facoltativo": "optional", "vietato": "prohibited", "consentito": "allowed",
		"accettato": "accepted", "al massimo": "at most", "almeno": "at least", "massimo": "max.", "minimo": "min.",
		"fino a": "up to", "ogni": "each", "ad esempio": "e.g.",
		"dimensione": "size", "dimensione del file": "file size", "peso del file": "file weight", "larghezza": "width",
		"altezza": "height", "durata": "duration", "secondi": "seconds", "caratteri": "characters",
		"iniziale": "initial", "caricamento iniziale": "initial load", "peso iniziale": "initial weight",
		"peso totale": "total weight", "sottotitoli": "subtitles", "immagine": "image", "operatori sanitari": "healthcare professionals",
		"seguenti": "following", "punti": "points", "requisiti": "requirements", "sono": "are", "tutti": "all", "tutte": "all",
		"visibile": "visible", "statico": "static", "statica": "static", "animato": "animated", "animata": "animated",
		"senza": "without", "suono": "sound", "esattamente": "exactly", "esatti": "exactly", "titolo": "headline",
		"testo principale": "primary text", "zona sicura": "safe zone", "area di sicurezza": "safe zone",
		"non accettato": "not accepted", "accettata": "accepted", "immagine di backup": "backup image", "oggetto": "subject line",
		"formato del file": "file format", "lunghezza": "length", "risoluzione": "resolution",
		"frequenza dei fotogrammi": "frame rate", "fotogrammi al secondo": "fps", "fotogrammi": "frames",
		"dimensione del carattere": "font size", "dimensioni": "sizes", "esclusivamente": "only", "obbligatori": "mandatory",
		"obbligatorie": "mandatory", "consigliati": "recommended", "raccomandati": "recommended", "consentiti": "allowed",
		"vietati": "prohibited", "informazioni di sicurezza": "safety information",
		"riassunto delle caratteristiche del prodotto": "prescribing information",
		"non può": "must not", "non possono": "must not", "non è ammesso": "is not allowed", "non sono ammessi": "are not allowed",
		"ammesso": "allowed", "ammessi": "allowed", "si consiglia": "it is recommended", "volte": "times", "ripetersi": "repeat",
		"la dicitura": "the statement", "dicitura": "statement", "il testo": "the statement", "carattere": "font",
		"minima": "minimum", "massima": "maximum", "codice di deposito": "filing number", "codice": "code", "includere": "include",
		"contenere": "contain", "riportare": "carry", "mostrare": "show",
		"dimensione minima del carattere": "minimum font size", "è": "is",
		"preintestazione": "preheader", "disiscrizione": "unsubscribe", "piè di pagina": "footer",
		"per cento": "percent",
		"può":       "may", "possono": "may", "dovrebbero": "should", "Sì": "Yes", "preferibilmente": "preferably",
		"rapporto d’aspetto": "aspect ratio", "proporzioni": "aspect ratio", "frequenza di campionamento": "sample rate",
		"tipo di file": "file type", "cartello finale": "end card", "senza audio": "without sound", "opzionale": "optional",
		"essere":          "be",
		"raccomandazioni": "recommendations", "rifiutato": "rejected", "rifiutati": "rejected", "rifiutata": "rejected",
		"rifiutate": "rejected", "per immagine": "per image",
		"banner animati": "animated banners", "banner statici": "static banners", "banner HTML5": "HTML5 banner",
		"GIF animata": "animated GIF", "GIF animate": "animated GIFs", "statici": "static", "statiche": "static",
		"animati":      "animated",
		"è necessario": "is required", "necessario": "required", "necessaria": "required", "richiesto": "required",
		"richiesta": "required", "richiesti": "required",
		"effetti indesiderati": "side effects", "Italia": "Italy", "Germania": "Germany", "Svizzera": "Switzerland",
		"Spagna": "Spain",
	},
	"pt": {
		"devem": "must", "não deve": "must not", "não devem": "must not", "não pode": "must not", "não podem": "must not",
		"deveria": "should", "ultrapassar": "exceed", "obrigatório": "mandatory", "obrigatória": "mandatory",
		"proibido": "prohibited", "no máximo": "at most", "no mínimo": "at least", "pelo menos": "at least",
		"até": "up to", "apenas": "only", "arquivo": "file", "ficheiro": "file", "tamanho": "size",
		"tamanho do arquivo": "file size", "tamanho do ficheiro": "file size", "peso do arquivo": "file weight",
		"largura": "width", "altura": "height", "duração": "duration", "legendas": "subtitles", "imagem": "image",
		"inicial": "initial", "carregamento inicial": "initial load", "peso inicial": "initial weight", "peso total": "total weight",
		"máx.": "max.", "mín.": "min.", "taxa de quadros": "frame rate", "taxa de bits": "bitrate",
		"profissionais de saúde": "healthcare professionals", "efeitos adversos": "side effects",
		"deve": "must", "seguintes": "following", "pontos": "points", "requisitos": "requirements", "são": "are", "todos os": "all",
		"todas as": "all", "visível": "visible", "estático": "static", "estática": "static", "animado": "animated",
		"animada": "animated", "som": "sound", "só": "only", "exatamente": "exactly", "exatos": "exactly",
		"título": "headline", "texto principal": "primary text", "zona segura": "safe zone", "área de segurança": "safe zone",
		"não aceito": "not accepted", "não aceita": "not accepted", "não é aceito": "not accepted", "aceito": "accepted",
		"aceita": "accepted", "imagem de contingência": "backup image", "imagem de backup": "backup image", "assunto": "subject line",
		"formato": "format", "formatos": "formats", "formato do arquivo": "file format", "comprimento": "length",
		"resolução": "resolution", "quadros por segundo": "fps", "quadros": "frames", "tamanho da fonte": "font size",
		"tamanhos": "sizes", "exclusivamente": "only", "obrigatórios": "mandatory", "obrigatórias": "mandatory",
		"recomendado": "recommended", "recomendada": "recommended", "recomendados": "recommended", "permitido": "allowed",
		"permitida": "allowed", "permitidos": "allowed", "proibida": "prohibited", "proibidos": "prohibited",
		"informações de segurança": "safety information", "resumo das características do medicamento": "prescribing information",
		"bula": "prescribing information", "clique": "click", "legenda": "subtitles", "áudio": "audio", "estéreo": "stereo",
		"não é permitido": "is not allowed", "não são aceitos": "are not accepted", "não são permitidos": "are not allowed",
		"recomenda-se": "it is recommended", "vezes": "times", "peças": "assets", "peça": "asset", "a frase": "the statement",
		"o texto": "the statement", "fonte": "font", "conter": "contain", "exibir": "show",
		"tamanho mínimo da fonte": "minimum font size", "tamanho mínimo de fonte": "minimum font size", "é": "is",
		"pré-cabeçalho": "preheader", "descadastro": "unsubscribe", "rodapé": "footer",
		"por cento": "percent",
		"pode":      "may", "podem": "may", "deveriam": "should", "preferencialmente": "preferably", "redes sociais": "social media",
		"proporção": "aspect ratio", "taxa de amostragem": "sample rate", "tipo de arquivo": "file type", "sem som": "without sound",
		"opcional": "optional", "facultativo": "optional",
		"recomendações": "recommendations", "rejeitado": "rejected", "rejeitados": "rejected", "recusado": "rejected",
		"recusados": "rejected", "por arquivo": "per file", "por imagem": "per image",
		"banners animados": "animated banners", "banners estáticos": "static banners", "banners HTML5": "HTML5 banners",
		"GIF animado": "animated GIF", "estáticos": "static", "estáticas": "static", "animados": "animated",
		"animadas":     "animated",
		"é necessário": "is required", "necessário": "required", "necessária": "required", "exigido": "required",
		"exigida": "required",
		"Brasil":  "Brazil", "Português": "Portuguese",
	},
	// Dutch and the Nordic languages (Norwegian, Danish, Swedish): the
	// modal verbs, bounds, units and property nouns of a media kit.
	"nl": {
		"langer dan": "longer than", "groter dan": "larger than", "meer dan": "more than", "minder dan": "less than",
		"animatie": "animation",
		"moet":     "must", "moeten": "must", "mag niet": "must not", "mogen niet": "must not", "verplicht": "mandatory",
		"aanbevolen": "recommended", "maximaal": "max.", "minimaal": "min.", "ten minste": "at least", "hoogstens": "at most",
		"bestandsgrootte": "file size", "duur": "duration", "seconden": "seconds", "tekens": "characters",
		"ondertiteling": "subtitles", "Nederland": "Netherlands", "België": "Belgium",
	},
	"nordic": {
		"lenger enn": "longer than", "længere end": "longer than", "längre än": "longer than", "mer enn": "more than",
		"mere end": "more than", "mer än": "more than",
		"skal": "must", "må ikke": "must not", "får inte": "must not", "bør": "should", "bör": "should",
		"obligatorisk": "mandatory", "anbefalt": "recommended", "anbefalet": "recommended", "rekommenderad": "recommended",
		"maks.": "max.", "sek.": "sec.", "sekunder": "seconds", "ingen": "none", "filstørrelse": "file size",
		"filstorlek": "file size", "vekt": "weight", "vægt": "weight", "vikt": "weight", "varighet": "duration",
		"varighed": "duration", "tegn": "characters", "tecken": "characters", "undertekster": "subtitles",
		"undertexter": "subtitles", "Norge": "Norway", "Sverige": "Sweden", "Danmark": "Denmark",
	},
}

// negatedLater are modal verbs that read otherwise when a later word of
// their clause negates them: German puts "nicht" at the end ("Die Datei
// darf 150 KB nicht überschreiten" is "must not exceed").
var negatedLater = map[string]string{"darf": "must", "dürfen": "must"}

// clauseNegated reports whether the rest of a clause holds "nicht" or
// "kein(e)" before its end (".", ";", ":").
func clauseNegated(rest string) bool {
	if i := strings.IndexAny(rest, ".;:"); i >= 0 {
		rest = rest[:i]
	}
	for _, t := range wordTokens(rest) {
		switch strings.ToLower(rest[t[0]:t[1]]) {
		case "nicht", "kein", "keine", "keinen":
			return true
		}
	}
	return false
}

// lexiconEntry is one gloss of the lexicons, keyed by its words.
type lexiconEntry struct {
	english string
	dot     bool // the phrase ends with "." in the text ("Sek.")
	words   int
}

// lexiconTables returns every language's glosses by their lower-case words
// joined by one space (the index), and the most words of a phrase by its
// first word (most words of a text start none, and are passed at once).
// They are built on first use: only reading a BRD needs them, and every
// command would otherwise pay for them at start-up (945 phrases, about
// 4,800 allocations; docs/performance.md, asset check, session 10).
var lexiconTables = sync.OnceValues(func() (index map[string]lexiconEntry, first map[string]int) {
	index, first = map[string]lexiconEntry{}, map[string]int{}
	for _, glosses := range lexicons {
		for phrase, english := range glosses {
			var words []string
			for _, t := range wordTokens(phrase) {
				words = append(words, strings.ToLower(phrase[t[0]:t[1]]))
			}
			index[strings.Join(words, " ")] = lexiconEntry{english: english, dot: strings.HasSuffix(phrase, "."), words: len(words)}
			first[words[0]] = max(first[words[0]], len(words))
		}
	}
	return index, first
})

// startsPhrase reports whether word, in any case, is the first word of a
// phrase of the lexicons, without allocating for an ASCII word (most words
// of most documents are none).
func startsPhrase(word string) bool {
	_, firstWords := lexiconTables()
	var buf [32]byte
	if len(word) > len(buf) {
		_, ok := firstWords[strings.ToLower(word)]
		return ok
	}
	for i := 0; i < len(word); i++ {
		c := word[i]
		if c >= utf8.RuneSelf {
			_, ok := firstWords[strings.ToLower(word)]
			return ok
		}
		if 'A' <= c && c <= 'Z' {
			c += 'a' - 'A'
		}
		buf[i] = c
	}
	_, ok := firstWords[string(buf[:len(word)])]
	return ok
}

// wordTokens are the byte ranges of the words of s: runs of letters and
// digits ("Bilder/s" is two words joined by "/").
func wordTokens(s string) [][2]int {
	out := make([][2]int, 0, len(s)/6+1)
	start := -1
	for i := 0; i < len(s); {
		c, size := rune(s[i]), 1
		var word bool
		if c < utf8.RuneSelf {
			word = 'a' <= c && c <= 'z' || 'A' <= c && c <= 'Z' || '0' <= c && c <= '9'
		} else {
			c, size = utf8.DecodeRuneInString(s[i:])
			word = unicode.IsLetter(c) || unicode.IsDigit(c)
		}
		switch {
		case word && start < 0:
			start = i
		case !word && start >= 0:
			out = append(out, [2]int{start, i})
			start = -1
		}
		i += size
	}
	if start >= 0 {
		out = append(out, [2]int{start, len(s)})
	}
	return out
}

// phraseJoiner reports whether sep, the text between two words of a
// phrase, joins them: white space, a hyphen, an apostrophe, a slash or an
// abbreviation's dot ("z. B.", "sous-titres", "jusqu’à", "Bilder/s").
func phraseJoiner(sep string) bool {
	if sep == "" {
		return false
	}
	for _, r := range sep {
		if !unicode.IsSpace(r) && !strings.ContainsRune("-.’'/", r) {
			return false
		}
	}
	return true
}

// glossEdit is one gloss in a glossed text: the glossed bytes [at, at+n)
// stand for the original's [origAt, origAt+origN).
type glossEdit struct{ at, n, origAt, origN int }

// glossText glosses s's foreign requirement words into English (see
// above), returning the edits made, none when s has no such word.
func glossText(s string) (string, []glossEdit) {
	toks := wordTokens(s)
	if len(toks) == 0 {
		return s, nil
	}
	index, firstWords := lexiconTables()
	var quoted [][2]int
	quotedRead := false
	var b strings.Builder
	var edits []glossEdit
	last := 0
	lower := func(k int) string { return strings.ToLower(s[toks[k][0]:toks[k][1]]) }
	for i := 0; i < len(toks); i++ {
		if !startsPhrase(s[toks[i][0]:toks[i][1]]) {
			continue
		}
		first := lower(i)
		longest := firstWords[first]
		if !quotedRead {
			quoted, quotedRead = quotedSpans(s), true
		}
		if inSpans(quoted, toks[i][0]) || inIdentifierToken(s, toks[i]) {
			continue
		}
		for n := min(longest, len(toks)-i); n >= 1; n-- {
			key := first
			joined := true
			for k := 1; k < n && joined; k++ {
				joined = phraseJoiner(s[toks[i+k-1][1]:toks[i+k][0]])
				key += " " + lower(i+k)
			}
			if !joined {
				continue
			}
			e, found := index[key]
			if !found {
				continue
			}
			if neg, ok := negatedLater[first]; ok && n == 1 && clauseNegated(s[toks[i][1]:]) {
				// "darf 150 KB nicht überschreiten": the permission is
				// negated at the clause's end, a prohibition.
				e.english = neg
			}
			start, end := toks[i][0], toks[i+n-1][1]
			if e.dot {
				if end >= len(s) || s[end] != '.' {
					continue
				}
				end++
			}
			if b.Len() == 0 && last == 0 {
				b.Grow(len(s) + 16)
			}
			b.WriteString(s[last:start])
			english := inCase(e.english, s[start:end], opensSentence(s[:start]))
			edits = append(edits, glossEdit{at: b.Len(), n: len(english), origAt: start, origN: end - start})
			b.WriteString(english)
			last = end
			for i+1 < len(toks) && toks[i+1][0] < end {
				i++
			}
			break
		}
	}
	if len(edits) == 0 {
		return s, nil
	}
	b.WriteString(s[last:])
	return b.String(), edits
}

// inIdentifierToken reports whether the word at tok is a segment of a file
// name, an address or a code ("NXR_ES_Vídeo_v1.mp4", "datei@example.de"):
// joined to its neighbours by "_", "@" or "=", it is no word of the text.
func inIdentifierToken(s string, tok [2]int) bool {
	if tok[0] > 0 && strings.ContainsRune("_@=", rune(s[tok[0]-1])) {
		return true
	}
	return tok[1] < len(s) && strings.ContainsRune("_@=", rune(s[tok[1]]))
}

// inCase writes english in the case of the original: in capitals when it
// is in capitals, capitalised when it is and opens a sentence (German
// capitalises every noun: "die Dateigröße" is "the file size").
func inCase(english, orig string, opens bool) string {
	r, _ := utf8.DecodeRuneInString(orig)
	if !unicode.IsUpper(r) {
		return english
	}
	if strings.ToUpper(orig) == orig && utf8.RuneCountInString(orig) > 1 {
		return strings.ToUpper(english)
	}
	if !opens {
		return english
	}
	e, n := utf8.DecodeRuneInString(english)
	return string(unicode.ToUpper(e)) + english[n:]
}

// opensSentence reports whether a word after before opens a sentence, a
// clause after a colon, a cell or a list item.
func opensSentence(before string) bool {
	before = strings.TrimRightFunc(before, unicode.IsSpace)
	if before == "" {
		return true
	}
	r, n := utf8.DecodeLastRuneInString(before)
	if r == '-' || r == '–' {
		// a dash opening a list item, not a compound's hyphen ("GIF-Dateien")
		rest := before[:len(before)-n]
		return rest == "" || strings.HasSuffix(rest, " ")
	}
	return strings.ContainsRune(".:;!?|•(", r)
}

// quotedSpans are the byte ranges of s between quotation marks („…“,
// “…”, «…», "…") or brackets ("[Breite]x[Höhe]": a template's
// placeholders are named in the document's words), at most 300 bytes
// long.
func quotedSpans(s string) [][2]int {
	// („, “ and « start with the bytes 0xE2 and 0xC2: a byte search is
	// quicker than looking for the runes.)
	if strings.IndexAny(s, "\"[{") < 0 && strings.IndexByte(s, 0xE2) < 0 && strings.IndexByte(s, 0xC2) < 0 {
		return nil
	}
	closers := map[rune]string{'„': "“”", '“': "”", '«': "»", '"': `"`, '[': "]", '{': "}"}
	var out [][2]int
	for i, r := range s {
		cl, ok := closers[r]
		if !ok || len(out) > 0 && i < out[len(out)-1][1] {
			continue
		}
		rest := s[i+utf8.RuneLen(r):]
		if j := strings.IndexAny(rest, cl); j >= 0 && j <= 300 {
			out = append(out, [2]int{i, i + utf8.RuneLen(r) + j})
		}
	}
	return out
}

func inSpans(spans [][2]int, at int) bool {
	for _, sp := range spans {
		if at >= sp[0] && at < sp[1] {
			return true
		}
	}
	return false
}

// glossedText is a text of the document glossed, with its original.
type glossedText struct {
	glossed, orig string
	edits         []glossEdit
}

// origOffset is the original's offset for the glossed text's offset at;
// an offset inside a gloss goes to the start (or, for an end, the end) of
// the words it glosses.
func (g glossedText) origOffset(at int, end bool) int {
	shift := 0
	for _, e := range g.edits {
		if at < e.at || at == e.at && !end {
			break
		}
		if at < e.at+e.n || at == e.at+e.n && end {
			if end {
				return e.origAt + e.origN
			}
			return e.origAt
		}
		shift = e.origAt + e.origN - (e.at + e.n)
	}
	return at + shift
}

// glossary is what glossing a document changed: every glossed text with
// its original, to map quotes back.
type glossary []glossedText

// glossDocument glosses the text and cells of every block of doc (see
// above). White space in a glossed text is normalised, as the stages
// normalise it. The document is returned unchanged when nothing was
// glossed.
func glossDocument(doc doctext.Document) (doctext.Document, glossary) {
	if !anyGloss(doc) {
		return doc, nil
	}
	var g glossary
	gloss := func(s string) string {
		norm := strings.Join(strings.Fields(s), " ")
		out, edits := glossText(norm)
		if edits == nil {
			return s
		}
		g = append(g, glossedText{glossed: out, orig: norm, edits: edits})
		return out
	}
	pages := make([]doctext.Page, len(doc.Pages))
	for i, p := range doc.Pages {
		pages[i] = p
		pages[i].Blocks = make([]doctext.Block, len(p.Blocks))
		for j, b := range p.Blocks {
			b.Text = gloss(b.Text)
			if len(b.Cells) > 0 {
				cells := make([]string, len(b.Cells))
				for k, c := range b.Cells {
					cells[k] = gloss(c)
				}
				b.Cells = cells
			}
			pages[i].Blocks[j] = b
		}
	}
	if len(g) == 0 {
		return doc, nil
	}
	doc.Pages = pages
	return doc, g
}

// anyGloss reports whether a text or cell of doc has a word to gloss.
func anyGloss(doc doctext.Document) bool {
	for _, p := range doc.Pages {
		for _, b := range p.Blocks {
			if _, edits := glossText(b.Text); edits != nil {
				return true
			}
			for _, c := range b.Cells {
				if _, edits := glossText(c); edits != nil {
					return true
				}
			}
		}
	}
	return false
}

// restore maps a quote of the glossed document back to the document's own
// words: each part of it (cells are joined by " | ") found in a glossed
// text is replaced by the original words at the same place.
func (g glossary) restore(quote string) string {
	if len(g) == 0 {
		return quote
	}
	parts := strings.Split(quote, " | ")
	for i, p := range parts {
		t := strings.TrimSpace(p)
		if t == "" {
			continue
		}
		found := false
		for _, gt := range g {
			at := strings.Index(gt.glossed, t)
			if at < 0 {
				continue
			}
			o := gt.orig[gt.origOffset(at, false):gt.origOffset(at+len(t), true)]
			parts[i], found = strings.Replace(p, t, o, 1), true
			break
		}
		if !found {
			// A part the stages composed ("ES – Spain: 2,5 MB", a
			// column's header before its cell): each glossed text in it
			// goes back, the longest first.
			for _, gt := range g.longestFirst() {
				if len(gt.glossed) > 3 {
					parts[i] = strings.ReplaceAll(parts[i], gt.glossed, gt.orig)
				}
			}
		}
	}
	return strings.Join(parts, " | ")
}

// longestFirst is the glossary with its longest glossed texts first.
func (g glossary) longestFirst() glossary {
	out := slices.Clone(g)
	slices.SortStableFunc(out, func(a, b glossedText) int { return len(b.glossed) - len(a.glossed) })
	return out
}

// restoreQuotes maps what rules show of the document back to its words:
// the quote, the description (the sentence) and the part of the title
// after its label ("Disclaimers: Every ad must den statement …" is
// "Disclaimers: Jedes Werbemittel muss den Hinweis …").
func (g glossary) restoreQuotes(rules []compliance.Rule) {
	if len(g) == 0 {
		return
	}
	for i := range rules {
		r := &rules[i]
		if s := r.Source; s != nil && s.Quote != "" {
			c := *s
			c.Quote = g.restore(s.Quote)
			r.Source = &c
		}
		r.Description = g.restore(r.Description)
		if label, text, ok := strings.Cut(r.Rule, ": "); ok {
			cut := strings.HasSuffix(text, "…")
			text = strings.TrimSuffix(text, "…")
			if orig := g.restore(text); orig != text {
				if cut {
					orig += "…"
				}
				r.Rule = label + ": " + orig
			}
		}
	}
}
