import { prose } from '../prose'
import type { LegalBlock, LegalDocumentSeed } from '../types'
import { nondiscriminationNotice } from './nondiscrimination-notice'

/*
 * Default Spanish legal documents (SPEC §2, §9). The page renders the agency e-mail,
 * phone and web address from the site settings below the body, so the text refers to
 * "los datos de contacto que aparecen al final de esta página" instead of repeating them.
 */

const h = (text: string): LegalBlock => ({ type: 'heading', text })
const p = (text: string): LegalBlock => ({ type: 'paragraph', text })
const list = (...items: string[]): LegalBlock => ({ type: 'list', items })

const privacyPolicy: LegalDocumentSeed = {
  slug: 'privacy-policy',
  title: 'Política de Privacidad',
  lastUpdated: '2021-03-22',
  blocks: [
    p(
      prose`
        Esta Política de Privacidad describe cómo nuestra agencia de seguros (en adelante, «la Agencia», «nosotros» o «nuestro») recopila,
        utiliza, conserva, comparte y protege la información personal de las personas que visitan este sitio web o se comunican con
        nosotros a través de él. Valoramos la confianza que usted deposita en nosotros al compartir sus datos y nos comprometemos a
        tratarlos con responsabilidad, transparencia y respeto.
      `,
    ),
    p(
      prose`
        Al utilizar este sitio web o enviarnos información por medio de nuestro formulario de contacto, usted reconoce que ha leído y
        comprendido esta Política de Privacidad. Si no está de acuerdo con alguna de sus disposiciones, le pedimos que no utilice el sitio
        ni nos proporcione sus datos personales.
      `,
    ),

    h('1. Información que recopilamos'),
    p(
      prose`
        Recopilamos únicamente la información necesaria para atender sus consultas y ofrecerle orientación sobre productos de seguros.
        Esta información puede obtenerse de dos maneras: la que usted nos entrega voluntariamente y la que se genera de forma automática
        al navegar por el sitio.
      `,
    ),
    p('Información que usted nos proporciona. Cuando completa el formulario de contacto, le solicitamos los siguientes datos:'),
    list(
      'Nombre.',
      'Apellido.',
      'Dirección de correo electrónico.',
      'Número de teléfono.',
      'Tipo de seguro que le interesa (por ejemplo, Obamacare, Medicare, seguro de vida, seguros privados, seguros de grupo u otros).',
      'Mensaje, en caso de que desee contarnos algo más sobre su consulta.',
    ),
    p(
      prose`
        El formulario incluye además una casilla mediante la cual usted acepta expresamente recibir comunicaciones sobre productos y
        servicios de seguros. Sin esta aceptación no podemos procesar su solicitud, ya que necesitamos comunicarnos con usted para
        responderle. Usted puede retirar este consentimiento en cualquier momento, tal como se explica más adelante.
      `,
    ),
    p(
      prose`
        Si durante la asesoría decide solicitar una cotización o inscribirse en un plan, es posible que necesitemos datos adicionales,
        como su fecha de nacimiento, código postal, composición del hogar, ingresos estimados o información relacionada con su salud. Esa
        información se recopila solo cuando es indispensable para el trámite que usted solicita y se trata con las protecciones
        adicionales que exige la ley.
      `,
    ),
    p(
      prose`
        Información que se recopila automáticamente. Al visitar el sitio, nuestros servidores y las herramientas que utilizamos pueden
        registrar datos técnicos como la dirección IP, el tipo de navegador y de dispositivo, el sistema operativo, las páginas visitadas,
        la fecha y hora de acceso y el sitio desde el cual llegó. Estos datos no lo identifican directamente y se utilizan principalmente
        con fines estadísticos y de seguridad.
      `,
    ),
    p(
      prose`
        Asistente de voz. Si decide iniciar una llamada con el asistente de voz disponible en el sitio, el audio de la conversación se
        transmite a través de un proveedor tecnológico especializado para que el asistente pueda responderle. La llamada solo comienza
        cuando usted pulsa el botón correspondiente y puede finalizarla en cualquier momento. Le recomendamos no compartir durante esa
        llamada información médica detallada ni números de identificación, como su número de Seguro Social.
      `,
    ),

    h('2. Cómo utilizamos su información'),
    p('Utilizamos la información personal que recopilamos para los siguientes fines:'),
    list(
      'Responder a sus preguntas y solicitudes de información.',
      'Comunicarnos con usted por teléfono, correo electrónico o mensaje de texto en relación con los seguros que le interesan.',
      'Preparar comparaciones de planes y cotizaciones, y ayudarle a completar solicitudes de inscripción cuando usted lo pida.',
      prose`
        Enviarle recordatorios sobre fechas importantes, como los períodos de inscripción abierta o especial, siempre que haya aceptado
        recibir comunicaciones.
      `,
      'Mejorar el contenido, el funcionamiento y la seguridad del sitio web.',
      'Cumplir con nuestras obligaciones legales y regulatorias como agencia de seguros licenciada.',
    ),
    p(
      prose`
        No utilizamos su información para fines incompatibles con los indicados, y no vendemos ni alquilamos sus datos personales a
        terceros.
      `,
    ),

    h('3. Consentimiento para recibir comunicaciones'),
    p(
      prose`
        Al marcar la casilla de consentimiento del formulario, usted autoriza a la Agencia a comunicarse con usted sobre productos y
        servicios de seguros a través de los medios de contacto que nos proporcionó. Estas comunicaciones pueden incluir llamadas y
        mensajes de texto. Su consentimiento no es una condición para contratar ningún producto.
      `,
    ),
    p(
      prose`
        Usted puede cancelar este consentimiento en cualquier momento respondiendo a cualquiera de nuestros correos electrónicos,
        respondiendo «ALTO» o «STOP» a un mensaje de texto, o comunicándose con nosotros a través de los datos de contacto que aparecen al
        final de esta página. Atenderemos su solicitud dentro de un plazo razonable, aunque es posible que reciba alguna comunicación que
        ya estaba programada antes de procesarla.
      `,
    ),

    h('4. Cookies y tecnologías similares'),
    p(
      prose`
        Las cookies son pequeños archivos de texto que un sitio web guarda en su navegador para recordar información sobre su visita. Este
        sitio utiliza cookies y tecnologías similares con los siguientes propósitos:
      `,
    ),
    list(
      prose`
        Cookies necesarias: permiten el funcionamiento básico del sitio, como la navegación entre secciones y el envío seguro del
        formulario.
      `,
      'Cookies de preferencias: recuerdan algunas de sus elecciones para ofrecerle una experiencia más cómoda.',
      prose`
        Cookies analíticas: nos ayudan a entender, de forma agregada, cómo se utiliza el sitio, qué secciones resultan más útiles y dónde
        podemos mejorar.
      `,
    ),
    p(
      prose`
        Usted puede configurar su navegador para rechazar las cookies o para avisarle cuando se envíe una. Tenga en cuenta que, si
        desactiva las cookies necesarias, algunas funciones del sitio podrían no funcionar correctamente.
      `,
    ),

    h('5. Conservación de los datos'),
    p(
      prose`
        Conservamos su información personal solo durante el tiempo necesario para cumplir los fines descritos en esta política. En
        general, los datos de una consulta se conservan mientras exista una relación activa con usted y durante el período adicional que
        exijan las leyes y regulaciones de seguros aplicables, o el que resulte necesario para resolver reclamaciones o hacer valer
        nuestros derechos.
      `,
    ),
    p(
      prose`
        Cuando la información ya no sea necesaria, la eliminaremos de manera segura o la anonimizaremos de forma que no pueda asociarse
        con usted.
      `,
    ),

    h('6. Transferencia de datos'),
    p(
      prose`
        Su información se almacena y procesa en los Estados Unidos. Para operar el sitio y prestar nuestros servicios, podemos apoyarnos
        en proveedores de alojamiento web, correo electrónico, telefonía y gestión de clientes que tratan los datos en nuestro nombre.
        Exigimos a estos proveedores que protejan su información con medidas de seguridad adecuadas y que la utilicen exclusivamente para
        los fines que les indicamos.
      `,
    ),
    p(
      prose`
        Si usted accede al sitio desde fuera de los Estados Unidos, entiende que su información será transferida y tratada en este país,
        cuyas leyes de protección de datos pueden ser distintas de las de su lugar de residencia.
      `,
    ),

    h('7. Divulgación de la información'),
    p('Solo compartimos su información personal en las siguientes circunstancias:'),
    list(
      prose`
        Con las compañías aseguradoras y con el Mercado de Seguros Médicos, cuando usted nos pide una cotización o nos autoriza a tramitar
        una solicitud de inscripción en su nombre.
      `,
      'Con proveedores de servicios que nos ayudan a operar el sitio y a comunicarnos con usted, bajo obligaciones de confidencialidad.',
      prose`
        Con autoridades gubernamentales o reguladoras, cuando la ley lo exija o en respuesta a una orden judicial o requerimiento legal
        válido.
      `,
      prose`
        Cuando sea necesario para proteger los derechos, la seguridad o la propiedad de la Agencia, de nuestros clientes o de terceros, o
        para prevenir fraudes.
      `,
      prose`
        En el contexto de una fusión, adquisición o reorganización de la Agencia, en cuyo caso la información seguirá protegida por
        compromisos equivalentes a los de esta política.
      `,
    ),
    p(
      prose`
        Cuando la información que tratamos constituya información de salud protegida, la manejaremos conforme a la Ley de Portabilidad y
        Responsabilidad del Seguro Médico (HIPAA) y a las demás normas federales y estatales aplicables.
      `,
    ),

    h('8. Seguridad de la información'),
    p(
      prose`
        Aplicamos medidas administrativas, técnicas y físicas razonables para proteger su información contra el acceso no autorizado, la
        pérdida, la alteración o la divulgación indebida. Entre ellas se incluyen la transmisión cifrada de los datos del formulario, el
        acceso restringido a la información solo para el personal que la necesita y la capacitación periódica de nuestro equipo en
        confidencialidad.
      `,
    ),
    p(
      prose`
        No obstante, ningún método de transmisión por Internet ni de almacenamiento electrónico es completamente seguro. Por ello, aunque
        nos esforzamos por proteger sus datos, no podemos garantizar su seguridad absoluta. Si tiene motivos para creer que su interacción
        con nosotros ha dejado de ser segura, le pedimos que nos lo comunique de inmediato.
      `,
    ),

    h('9. Privacidad de los menores'),
    p(
      prose`
        Este sitio está dirigido a personas adultas y no está destinado a menores de 13 años. No recopilamos de manera consciente
        información personal de niños menores de 13 años. Si usted es padre, madre o tutor y cree que un menor nos ha proporcionado datos
        personales, comuníquese con nosotros y los eliminaremos a la mayor brevedad.
      `,
    ),
    p(
      prose`
        Cuando un adulto solicita cobertura que incluye a sus hijos u otros dependientes, la información de esos menores se trata
        únicamente para tramitar la solicitud y bajo las mismas medidas de protección descritas en esta política.
      `,
    ),

    h('10. Enlaces a sitios de terceros'),
    p(
      prose`
        El sitio puede contener enlaces a páginas de terceros, como las de compañías aseguradoras, agencias gubernamentales o redes
        sociales. Estos sitios tienen sus propias políticas de privacidad, y la Agencia no es responsable de su contenido ni de sus
        prácticas. Le recomendamos revisar la política de privacidad de cada sitio que visite.
      `,
    ),

    h('11. Sus derechos'),
    p('De acuerdo con la legislación aplicable, usted puede ejercer los siguientes derechos sobre su información personal:'),
    list(
      'Solicitar información sobre los datos personales que conservamos acerca de usted.',
      'Pedir que corrijamos datos inexactos o incompletos.',
      'Solicitar la eliminación de sus datos, salvo cuando debamos conservarlos por obligación legal o regulatoria.',
      'Retirar su consentimiento para recibir comunicaciones en cualquier momento.',
      'Presentar una queja ante la autoridad competente si considera que sus derechos no han sido respetados.',
    ),
    p(
      prose`
        Para ejercer cualquiera de estos derechos, comuníquese con nosotros a través de los datos de contacto que aparecen al final de
        esta página. Es posible que le pidamos información adicional para verificar su identidad antes de atender la solicitud, con el fin
        de proteger sus datos frente a terceros. No le discriminaremos por ejercer ninguno de estos derechos.
      `,
    ),

    h('12. Cambios a esta Política de Privacidad'),
    p(
      prose`
        Podemos actualizar esta Política de Privacidad periódicamente para reflejar cambios en nuestras prácticas, en los servicios que
        ofrecemos o en la legislación aplicable. Cuando lo hagamos, publicaremos la versión revisada en esta página e indicaremos la fecha
        de la última actualización. Si los cambios son significativos, procuraremos informarle por medios adicionales. Le recomendamos
        revisar esta política con regularidad.
      `,
    ),

    h('13. Contacto'),
    p(
      prose`
        Si tiene preguntas, comentarios o solicitudes relacionados con esta Política de Privacidad o con el tratamiento de su información
        personal, puede comunicarse con nosotros a través de los datos de contacto que aparecen al final de esta página. Nuestro equipo le
        atenderá en español con gusto.
      `,
    ),
  ],
}

const termsOfService: LegalDocumentSeed = {
  slug: 'terms-of-service',
  title: 'Términos y Condiciones',
  lastUpdated: '2025-01-27',
  blocks: [
    p(
      prose`
        Bienvenido a nuestro sitio web. Estos Términos y Condiciones regulan el acceso y el uso del sitio que opera nuestra agencia de
        seguros (en adelante, «la Agencia», «nosotros» o «nuestro»), así como el tratamiento de la información que usted nos proporciona a
        través de él. Le pedimos que los lea con atención antes de utilizar el sitio.
      `,
    ),

    h('1. Aceptación de los términos'),
    p(
      prose`
        Al acceder a este sitio, navegar por sus secciones, enviar el formulario de contacto o utilizar el asistente de voz, usted acepta
        quedar vinculado por estos Términos y Condiciones y por nuestra Política de Privacidad. Si no está de acuerdo con alguna de estas
        disposiciones, le rogamos que no utilice el sitio.
      `,
    ),
    p(
      prose`
        Para utilizar el sitio y solicitar nuestros servicios, usted declara ser mayor de edad y tener capacidad legal para aceptar estos
        términos.
      `,
    ),

    h('2. Uso del sitio'),
    p(
      prose`
        Este sitio tiene un propósito informativo: dar a conocer los servicios de asesoría en seguros de la Agencia y facilitar que las
        personas interesadas se comuniquen con nuestros agentes. Usted se compromete a utilizarlo de forma lícita, de buena fe y de
        acuerdo con estos términos. En particular, se compromete a no:
      `,
    ),
    list(
      'Proporcionar información falsa, inexacta o que pertenezca a otra persona sin su autorización.',
      'Utilizar el sitio para enviar publicidad no solicitada, mensajes ofensivos o contenido ilícito.',
      'Intentar acceder sin autorización a áreas restringidas, sistemas o datos de la Agencia o de terceros.',
      'Introducir virus, programas maliciosos o cualquier código que pueda dañar el sitio o interferir en su funcionamiento.',
      'Extraer de forma automatizada el contenido del sitio o utilizarlo con fines comerciales no autorizados.',
    ),
    p(
      prose`
        La Agencia podrá restringir o suspender el acceso al sitio a quien incumpla estas normas, sin perjuicio de las acciones legales
        que correspondan.
      `,
    ),

    h('3. Cotizaciones e información sobre seguros'),
    p(
      prose`
        La información publicada en el sitio sobre planes, beneficios, subsidios, primas o ahorros tiene carácter general y orientativo.
        Las cifras y ejemplos que mencionamos, incluidas las referencias a personas que pagan primas reducidas, dependen de factores
        individuales como los ingresos del hogar, el lugar de residencia, la edad y la elegibilidad para créditos fiscales, por lo que no
        constituyen una promesa de resultado.
      `,
    ),
    p(
      prose`
        Cualquier cotización que le ofrezcamos es una estimación basada en la información disponible en ese momento. No garantizamos que
        una cotización se mantenga sin cambios, que usted califique para un plan o subsidio determinado, ni que una aseguradora acepte su
        solicitud. La aprobación de la cobertura, las primas definitivas y las condiciones de cada póliza dependen exclusivamente de la
        compañía aseguradora y, cuando corresponda, del Mercado de Seguros Médicos o de los Centros de Servicios de Medicare y Medicaid.
        Los términos de la póliza emitida prevalecen siempre sobre cualquier información del sitio.
      `,
    ),

    h('4. Formulario de contacto y comunicaciones'),
    p(
      prose`
        Al enviar el formulario de contacto, usted nos proporciona su nombre, apellido, correo electrónico, teléfono y, si lo desea, el
        tipo de seguro que le interesa y un mensaje. Para procesar su solicitud debe aceptar recibir comunicaciones sobre productos y
        servicios de seguros. Con ello nos autoriza a comunicarnos con usted por teléfono, correo electrónico o mensaje de texto en
        relación con su consulta. Puede cancelar esta autorización en cualquier momento.
      `,
    ),
    p(
      prose`
        Usted es responsable de que los datos que nos proporcione sean verdaderos, estén actualizados y le pertenezcan. Enviar el
        formulario no crea por sí solo una relación contractual ni una póliza de seguro.
      `,
    ),

    h('5. Asistente de voz'),
    p(
      prose`
        El sitio ofrece un asistente de voz automatizado que puede responder preguntas generales. Sus respuestas tienen carácter
        informativo y no sustituyen la asesoría personalizada de un agente licenciado. La llamada se realiza a través de un proveedor
        tecnológico externo y solo se inicia cuando usted lo decide. Le recomendamos no compartir durante la conversación datos sensibles,
        como su número de Seguro Social o información médica detallada.
      `,
    ),

    h('6. Cookies'),
    p(
      prose`
        Utilizamos cookies y tecnologías similares para que el sitio funcione correctamente, recordar algunas de sus preferencias y
        obtener estadísticas agregadas sobre su uso. Usted puede configurar su navegador para bloquear o eliminar las cookies; sin
        embargo, algunas funciones del sitio podrían dejar de estar disponibles. Encontrará más información en nuestra Política de
        Privacidad.
      `,
    ),

    h('7. Uso de sus datos'),
    p('La información que recopilamos a través del sitio se utiliza para:'),
    list(
      'Atender sus consultas y ofrecerle orientación sobre seguros.',
      'Preparar comparaciones de planes y cotizaciones cuando usted las solicite.',
      'Enviarle información relevante sobre productos, servicios y fechas de inscripción, si ha aceptado recibirla.',
      'Mejorar el funcionamiento, el contenido y la seguridad del sitio.',
      'Cumplir con las obligaciones legales y regulatorias de la Agencia.',
    ),
    p('No vendemos ni alquilamos su información personal a terceros.'),

    h('8. Conservación de los datos'),
    p(
      prose`
        Conservamos sus datos únicamente durante el tiempo necesario para los fines para los que fueron recopilados y durante los plazos
        que exijan las leyes y regulaciones aplicables a las agencias de seguros. Una vez cumplidos esos plazos, los eliminamos de forma
        segura o los anonimizamos.
      `,
    ),

    h('9. Transferencia de datos'),
    p(
      prose`
        Sus datos se tratan en los Estados Unidos. Para operar el sitio podemos recurrir a proveedores de alojamiento, correo electrónico,
        telefonía y gestión de clientes, que actúan en nuestro nombre y están obligados a proteger la información y a usarla solo para los
        fines que les indicamos. Si accede al sitio desde otro país, acepta que su información se transfiera a los Estados Unidos y se
        trate en este país.
      `,
    ),

    h('10. Divulgación de los datos'),
    p(
      prose`
        Solo compartimos su información con las compañías aseguradoras y con el Mercado de Seguros Médicos cuando usted nos pide una
        cotización o un trámite; con proveedores que nos prestan servicios bajo obligaciones de confidencialidad; con autoridades cuando
        la ley lo exija; o cuando sea necesario para proteger los derechos y la seguridad de la Agencia, de nuestros clientes o de
        terceros. La información de salud protegida se maneja conforme a la Ley de Portabilidad y Responsabilidad del Seguro Médico
        (HIPAA) y a las demás normas aplicables.
      `,
    ),

    h('11. Menores de edad'),
    p(
      prose`
        El sitio no está dirigido a menores de 13 años y no recopilamos de manera consciente información personal de niños menores de esa
        edad. Si un padre, madre o tutor considera que un menor nos ha enviado datos personales, puede comunicarse con nosotros para que
        los eliminemos. La información de menores incluidos como dependientes en una solicitud de cobertura presentada por un adulto se
        utiliza exclusivamente para ese trámite.
      `,
    ),

    h('12. Enlaces a sitios de terceros'),
    p(
      prose`
        El sitio puede incluir enlaces a páginas de compañías aseguradoras, agencias gubernamentales, redes sociales u otros terceros.
        Estos enlaces se ofrecen solo por comodidad. La Agencia no controla ni se hace responsable del contenido, la disponibilidad ni las
        prácticas de privacidad de esos sitios, y la inclusión de un enlace no implica respaldo alguno. Su uso está sujeto a los términos
        de cada tercero.
      `,
    ),

    h('13. Propiedad intelectual'),
    p(
      prose`
        Los textos, diseños, gráficos y demás contenidos del sitio pertenecen a la Agencia o se utilizan con autorización, y están
        protegidos por las leyes de propiedad intelectual. Los nombres de las compañías aseguradoras mencionadas son marcas de sus
        respectivos titulares y se utilizan únicamente con fines de identificación. No está permitido reproducir, distribuir ni modificar
        el contenido del sitio sin autorización previa y por escrito.
      `,
    ),

    h('14. Exclusión de garantías y limitación de responsabilidad'),
    p(
      prose`
        El sitio y su contenido se ofrecen «tal cual» y «según disponibilidad». Aunque procuramos que la información sea exacta y esté
        actualizada, no garantizamos que esté libre de errores, que sea completa ni que el sitio funcione sin interrupciones. Las reglas
        de los programas de seguros cambian con frecuencia, por lo que le recomendamos confirmar cualquier dato con uno de nuestros
        agentes antes de tomar una decisión.
      `,
    ),
    p(
      prose`
        En la máxima medida permitida por la ley, la Agencia no será responsable de los daños directos o indirectos que se deriven del uso
        o de la imposibilidad de uso del sitio, de decisiones tomadas únicamente a partir de su contenido general, ni de fallos técnicos
        ajenos a nuestro control razonable.
      `,
    ),

    h('15. Ley aplicable y jurisdicción'),
    p(
      prose`
        Estos Términos y Condiciones se rigen por las leyes del Estado de Florida y por las leyes federales de los Estados Unidos de
        América que resulten aplicables, sin tener en cuenta sus normas sobre conflicto de leyes. Cualquier controversia relacionada con
        el sitio o con estos términos se someterá a la jurisdicción exclusiva de los tribunales competentes del Estado de Florida, y usted
        acepta someterse a dicha jurisdicción.
      `,
    ),

    h('16. Cambios a estos términos'),
    p(
      prose`
        La Agencia puede modificar estos Términos y Condiciones en cualquier momento. La versión vigente se publicará siempre en esta
        página con la fecha de su última actualización. El uso continuado del sitio después de la publicación de los cambios implica su
        aceptación, por lo que le recomendamos revisar esta página periódicamente.
      `,
    ),

    h('17. Contacto'),
    p(
      prose`
        Si tiene preguntas sobre estos Términos y Condiciones o sobre el tratamiento de su información, comuníquese con nosotros a través
        de los datos de contacto que aparecen al final de esta página. Con gusto le atenderemos en español.
      `,
    ),
  ],
}

const legalNotice: LegalDocumentSeed = {
  slug: 'legal-notice',
  title: 'Aviso Legal',
  lastUpdated: '2025-01-27',
  blocks: [
    p(
      prose`
        El presente Aviso Legal establece la información general sobre la titularidad de este sitio web, la naturaleza de su contenido y
        el marco normativo en el que desarrollamos nuestra actividad. Su lectura es recomendable para cualquier persona que visite el
        sitio o utilice nuestros servicios.
      `,
    ),

    h('1. Identificación de la Agencia'),
    p(
      prose`
        Este sitio web es propiedad de una agencia de seguros independiente (en adelante, «la Agencia», «nosotros» o «nuestro») y es
        operado por ella. La Agencia y sus agentes cuentan con licencias vigentes para comercializar seguros de salud y de vida en los
        estados de Florida, Georgia, Carolina del Sur y Texas. Nuestra denominación comercial, dirección y medios de contacto figuran al
        final de esta página.
      `,
    ),
    p(
      prose`
        La Agencia presta servicios de orientación, comparación e intermediación entre los consumidores y las compañías aseguradoras
        autorizadas en cada estado. La Agencia no es una compañía aseguradora, no emite pólizas y no asume los riesgos cubiertos por
        ellas.
      `,
    ),

    h('2. Relación con entidades gubernamentales'),
    p(
      prose`
        La Agencia es una empresa privada. No es una entidad gubernamental ni forma parte del Mercado de Seguros Médicos federal
        (HealthCare.gov), de los Centros de Servicios de Medicare y Medicaid (CMS) ni de ningún programa estatal, y no está respaldada por
        ellos. Cuando corresponde, nuestros agentes están registrados para ayudar a los consumidores a inscribirse en planes del Mercado,
        de acuerdo con los requisitos establecidos por las autoridades federales.
      `,
    ),
    p(
      prose`
        En relación con Medicare, la Agencia no ofrece todos los planes disponibles en su área. Para obtener información sobre todas sus
        opciones, puede visitar Medicare.gov, llamar al 1-800-MEDICARE (TTY: 1-877-486-2048), disponible las 24 horas del día, los 7 días
        de la semana, o comunicarse con el Programa Estatal de Asistencia sobre Seguros de Salud (SHIP) de su estado.
      `,
    ),

    h('3. Naturaleza de la información'),
    p(
      prose`
        El contenido de este sitio tiene una finalidad exclusivamente informativa y divulgativa. Su objetivo es ayudar a los visitantes a
        comprender de manera general las opciones de seguros disponibles y facilitar el contacto con nuestros agentes. En consecuencia:
      `,
    ),
    list(
      'La información publicada no constituye un contrato, una póliza de seguro ni una oferta vinculante de cobertura.',
      prose`
        Las cotizaciones que proporcionamos son estimaciones y están sujetas a la verificación de los datos del solicitante y a la
        aprobación de la compañía aseguradora correspondiente.
      `,
      prose`
        La elegibilidad para subsidios, créditos fiscales o períodos especiales de inscripción la determinan el Mercado de Seguros Médicos
        y las autoridades competentes, no la Agencia.
      `,
      prose`
        Las primas, deducibles, redes de proveedores y beneficios pueden variar según el estado, el condado, la aseguradora y la situación
        personal de cada solicitante.
      `,
      prose`
        Los términos y condiciones de la póliza emitida por la aseguradora prevalecen sobre cualquier descripción general contenida en
        este sitio.
      `,
      'El contenido del sitio no sustituye el asesoramiento médico, legal, fiscal o financiero profesional.',
    ),

    h('4. Compensación'),
    p(
      prose`
        Nuestros servicios de asesoría no tienen costo para el consumidor. La Agencia recibe una compensación, generalmente en forma de
        comisión, de las compañías aseguradoras con las que trabaja cuando un cliente contrata una póliza a través de nosotros. Esta
        compensación no incrementa la prima que usted paga. Si desea conocer más detalles sobre la forma en que se nos compensa, puede
        solicitarlos a través de los medios de contacto indicados en esta página.
      `,
    ),

    h('5. Marco regulatorio'),
    p('La actividad de la Agencia está sujeta a un amplio conjunto de normas federales y estatales. Entre las principales se encuentran:'),
    list(
      prose`
        La Ley de Protección al Paciente y Cuidado de Salud Asequible (Affordable Care Act, ACA), conocida como Obamacare, y su normativa
        de desarrollo, que regulan el Mercado de Seguros Médicos, los beneficios esenciales de salud y los créditos fiscales para el pago
        de primas.
      `,
      prose`
        Las regulaciones de los programas Medicare y Medicaid administrados por los Centros de Servicios de Medicare y Medicaid (CMS),
        incluidas las normas de comercialización y comunicación aplicables a los planes Medicare Advantage y de medicamentos recetados.
      `,
      prose`
        La Ley de Portabilidad y Responsabilidad del Seguro Médico (Health Insurance Portability and Accountability Act, HIPAA), que
        establece estándares para la privacidad y la seguridad de la información de salud protegida.
      `,
      prose`
        Las leyes y reglamentos de seguros de cada estado en el que operamos, así como las disposiciones de sus respectivas autoridades:
        el Departamento de Servicios Financieros y la Oficina de Regulación de Seguros de Florida, la Oficina del Comisionado de Seguros y
        Seguridad contra Incendios de Georgia, el Departamento de Seguros de Carolina del Sur y el Departamento de Seguros de Texas.
      `,
    ),
    p(
      prose`
        La Agencia mantiene sus licencias activas, las renueva según los plazos que establece cada estado, cumple con los requisitos de
        educación continua y está sujeta a las inspecciones y auditorías que las autoridades competentes consideren oportunas. Si usted
        desea verificar la licencia de alguno de nuestros agentes, puede hacerlo a través del sitio web del departamento de seguros de su
        estado.
      `,
    ),

    h('6. Propiedad intelectual e industrial'),
    p(
      prose`
        Todos los contenidos de este sitio, incluidos los textos, la estructura, el diseño, los gráficos, los iconos y el código fuente,
        son propiedad de la Agencia o de terceros que han autorizado su uso, y están protegidos por la legislación de propiedad
        intelectual e industrial de los Estados Unidos y por los tratados internacionales aplicables.
      `,
    ),
    p(
      prose`
        Los nombres y marcas de las compañías aseguradoras, así como las denominaciones de programas públicos como Medicare, Medicaid u
        Obamacare, pertenecen a sus respectivos titulares y se mencionan solo con fines informativos y de identificación. Su aparición en
        el sitio no implica patrocinio, respaldo ni afiliación distinta de la relación comercial que la Agencia pueda mantener con cada
        aseguradora.
      `,
    ),
    p(
      prose`
        Queda prohibida la reproducción, distribución, comunicación pública o transformación, total o parcial, de los contenidos del sitio
        sin la autorización previa y por escrito de la Agencia, salvo para uso personal y no comercial.
      `,
    ),

    h('7. Limitación de responsabilidad'),
    p(
      prose`
        La Agencia realiza esfuerzos razonables para que la información del sitio sea exacta y se mantenga actualizada. Sin embargo, las
        normas de los programas de seguros, las primas y los planes disponibles cambian con frecuencia, por lo que no podemos garantizar
        que todo el contenido esté libre de errores u omisiones en todo momento. En la máxima medida permitida por la ley, la Agencia no
        será responsable de:
      `,
    ),
    list(
      prose`
        Las decisiones que el usuario tome basándose únicamente en la información general publicada en el sitio, sin haber consultado a un
        agente licenciado.
      `,
      'Las interrupciones, fallos técnicos, virus o problemas de conexión que impidan o dificulten el acceso al sitio.',
      'El contenido, las políticas o los servicios de sitios web de terceros a los que se acceda mediante enlaces desde este sitio.',
      prose`
        Las decisiones de las compañías aseguradoras o de las autoridades sobre la aprobación de coberturas, la elegibilidad o el importe
        de las primas.
      `,
    ),

    h('8. Enlaces a sitios externos'),
    p(
      prose`
        El sitio puede contener enlaces a sitios web de terceros, como compañías aseguradoras, organismos gubernamentales o redes
        sociales. La Agencia no controla estos sitios y no se responsabiliza de su contenido ni de su disponibilidad. La existencia de un
        enlace no implica recomendación, respaldo ni relación con sus titulares más allá de lo expresamente indicado.
      `,
    ),

    h('9. Protección de datos'),
    p(
      prose`
        El tratamiento de los datos personales que usted nos proporcione a través del sitio se rige por nuestra Política de Privacidad y
        por nuestros Términos y Condiciones, que le recomendamos leer detenidamente. La información de salud protegida se trata conforme a
        lo dispuesto en la HIPAA y en las leyes estatales aplicables.
      `,
    ),

    h('10. Ley aplicable y jurisdicción'),
    p(
      prose`
        Este Aviso Legal se rige e interpreta de conformidad con las leyes del Estado de Florida y con las leyes federales de los Estados
        Unidos de América que resulten aplicables. Para la resolución de cualquier controversia derivada del acceso o uso de este sitio,
        las partes se someten a la jurisdicción exclusiva de los tribunales competentes del Estado de Florida, con renuncia a cualquier
        otro fuero que pudiera corresponderles.
      `,
    ),

    h('11. Modificaciones'),
    p(
      prose`
        La Agencia se reserva el derecho de modificar este Aviso Legal en cualquier momento para adaptarlo a cambios legislativos,
        regulatorios o en sus propios servicios. Las modificaciones entrarán en vigor desde su publicación en esta página, en la que
        siempre se indicará la fecha de la última actualización.
      `,
    ),

    h('12. Contacto'),
    p(
      prose`
        Para cualquier consulta relacionada con este Aviso Legal, con nuestras licencias o con los servicios que ofrecemos, puede
        comunicarse con nosotros a través de los datos de contacto que aparecen al final de esta página. Será un placer atenderle en
        español.
      `,
    ),
  ],
}

/**
 * The legal documents: the three of SPEC §2 (/privacy-policy, /terms-of-service, /legal-notice)
 * and the notice of nondiscrimination (/nondiscrimination-notice).
 */
export const legalDocumentsSeed: LegalDocumentSeed[] = [privacyPolicy, termsOfService, legalNotice, nondiscriminationNotice]
