import { PHONE_PLACEHOLDER as phone } from '../../lib/notice-languages'
import { prose } from '../prose'
import type { LegalBlock, LegalDocumentSeed } from '../types'

/*
 * Notice of nondiscrimination and notice of availability of language assistance (ACA §1557,
 * 45 CFR 92.10 and 92.11), shaped on HHS's sample notice. DRAFT FOR THE AGENCY'S COUNSEL
 * (docs/legal-texts.md): whether the agency is a covered entity, the §1557 coordinator and
 * the grievance procedure are theirs to settle.
 *
 * Taglines: the English, Vietnamese, Chinese, Korean, French, Russian, Arabic and German ones
 * are HHS's 2024 translations of its notice of availability; Haitian Creole, Portuguese,
 * Tagalog and Gujarati are HHS's shorter 2016 taglines (no 2024 translation was at hand),
 * to be replaced by the 2024 ones. {telefono} becomes the agency's phone on the page.
 */

const h = (text: string): LegalBlock => ({ type: 'heading', text })
const p = (text: string): LegalBlock => ({ type: 'paragraph', text })
const list = (...items: string[]): LegalBlock => ({ type: 'list', items })
const tagline = (language: Extract<LegalBlock, { type: 'languageNotice' }>['language'], text: string): LegalBlock => ({
  type: 'languageNotice',
  language,
  text,
})

export const nondiscriminationNotice: LegalDocumentSeed = {
  slug: 'nondiscrimination-notice',
  title: 'Aviso de No Discriminación',
  lastUpdated: '2026-11-23',
  blocks: [
    h('La discriminación es contra la ley'),
    p(
      prose`
        La Agencia cumple con las leyes federales de derechos civiles aplicables y no discrimina por motivos de raza, color, origen
        nacional (incluido el dominio limitado del inglés y el idioma principal), edad, discapacidad o sexo. La Agencia no excluye a las
        personas ni las trata de forma menos favorable por su raza, color, origen nacional, edad, discapacidad o sexo.
      `,
    ),
    h('Ayudas y servicios gratuitos'),
    p('La Agencia:'),
    list(
      prose`
        Ofrece a las personas con discapacidades modificaciones razonables y ayudas y servicios auxiliares apropiados, sin costo, para
        que se comuniquen eficazmente con nosotros, como intérpretes calificados de lenguaje de señas e información escrita en otros
        formatos (letra grande, audio, formatos electrónicos accesibles y otros).
      `,
      prose`
        Ofrece servicios gratuitos de asistencia lingüística a las personas cuyo idioma principal no es el inglés, como intérpretes
        calificados e información escrita en otros idiomas.
      `,
      'Entrega este aviso, sin costo, en otros formatos (letra grande, audio u otros) a quien lo solicite.',
    ),
    p(
      prose`
        Si necesita modificaciones razonables, ayudas y servicios auxiliares apropiados o servicios de asistencia lingüística, comuníquese
        con nuestro Coordinador de la Sección 1557 a través de los datos de contacto que aparecen al final de esta página (usuarios de
        TTY: 711).
      `,
    ),
    h('Cómo presentar una queja'),
    p(
      prose`
        Si usted cree que la Agencia no le ha brindado estos servicios o lo ha discriminado de otra manera por motivos de raza, color,
        origen nacional, edad, discapacidad o sexo, puede presentar una queja ante nuestro Coordinador de la Sección 1557, en persona, por
        correo postal o por correo electrónico, con los datos de contacto que aparecen al final de esta página. Si necesita ayuda para
        presentarla, el Coordinador está disponible para ayudarle.
      `,
    ),
    p(
      prose`
        También puede presentar una queja de derechos civiles ante la Oficina de Derechos Civiles (Office for Civil Rights) del
        Departamento de Salud y Servicios Humanos de los EE. UU., en línea en el portal de quejas
        https://ocrportal.hhs.gov/ocr/portal/lobby.jsf, o por correo o teléfono: U.S. Department of Health and Human Services, 200
        Independence Avenue, SW, Room 509F, HHH Building, Washington, D.C. 20201; 1-800-368-1019, 800-537-7697 (TDD). Los formularios
        de queja están disponibles en https://www.hhs.gov/ocr/office/file/index.html.
      `,
    ),
    h('Servicios de asistencia lingüística'),
    tagline(
      'es',
      prose`
        ATENCIÓN: Si habla español, tiene a su disposición servicios gratuitos de asistencia lingüística. También están disponibles de
        forma gratuita ayuda y servicios auxiliares apropiados para proporcionar información en formatos accesibles. Llame al ${phone} o
        hable con su agente.
      `,
    ),
    tagline(
      'en',
      prose`
        ATTENTION: If you speak English, free language assistance services are available to you. Appropriate auxiliary aids and
        services to provide information in accessible formats are also available free of charge. Call ${phone} or speak to your
        provider.
      `,
    ),
    tagline(
      'vi',
      prose`
        LƯU Ý: Nếu bạn nói tiếng Việt, chúng tôi cung cấp miễn phí các dịch vụ hỗ trợ ngôn ngữ. Các hỗ trợ dịch vụ phù hợp để cung cấp
        thông tin theo các định dạng dễ tiếp cận cũng được cung cấp miễn phí. Vui lòng gọi theo số ${phone} hoặc trao đổi với người cung
        cấp dịch vụ của bạn.
      `,
    ),
    tagline(
      'zh-Hant',
      `注意：如果您說中文，我們可以為您提供免費語言協助服務。也可以免費提供適當的輔助工具與服務，以無障礙格式提供資訊。請致電 ${phone} 或與您的提供者討論。`,
    ),
    tagline(
      'zh-Hans',
      `注意：如果您说中文，我们将免费为您提供语言协助服务。我们还免费提供适当的辅助工具和服务，以无障碍格式提供信息。致电 ${phone} 或咨询您的服务提供商。`,
    ),
    tagline('ht', `ATANSYON: Si w pale Kreyòl Ayisyen, gen sèvis èd pou lang ki disponib gratis pou ou. Rele ${phone}.`),
    tagline(
      'ko',
      prose`
        주의: 한국어를 사용하시는 경우 무료 언어 지원 서비스를 이용하실 수 있습니다. 이용 가능한 형식으로 정보를 제공하는 적절한 보조 기구 및
        서비스도 무료로 제공됩니다. ${phone}번으로 전화하거나 서비스 제공업체에 문의하십시오.
      `,
    ),
    tagline(
      'fr',
      prose`
        ATTENTION : Si vous parlez français, des services d'assistance linguistique gratuits sont à votre disposition. Des aides et
        services auxiliaires appropriés pour fournir des informations dans des formats accessibles sont également disponibles
        gratuitement. Appelez le ${phone} ou parlez à votre fournisseur.
      `,
    ),
    tagline('pt', `ATENÇÃO: Se fala português, encontram-se disponíveis serviços linguísticos, grátis. Ligue para ${phone}.`),
    tagline(
      'ar',
      prose`
        تنبيه: إذا كنت تتحدث اللغة العربية، فستتوفر لك خدمات المساعدة اللغوية المجانية. كما تتوفر وسائل مساعدة وخدمات مناسبة لتوفير
        المعلومات بتنسيقات يمكن الوصول إليها مجانًا. اتصل على الرقم ${phone} أو تحدث إلى مقدم الخدمة.
      `,
    ),
    tagline(
      'tl',
      prose`
        PAUNAWA: Kung nagsasalita ka ng Tagalog, maaari kang gumamit ng mga serbisyo ng tulong sa wika nang walang bayad. Tumawag sa
        ${phone}.
      `,
    ),
    tagline(
      'ru',
      prose`
        ВНИМАНИЕ: Если вы говорите на русском языке, вам доступны бесплатные услуги языковой поддержки. Соответствующие вспомогательные
        средства и услуги по предоставлению информации в доступных форматах также предоставляются бесплатно. Позвоните по телефону
        ${phone} или обратитесь к своему поставщику услуг.
      `,
    ),
    tagline(
      'de',
      prose`
        ACHTUNG: Wenn Sie Deutsch sprechen, stehen Ihnen kostenlose Sprachassistenzdienste zur Verfügung. Entsprechende Hilfsmittel und
        Dienste zur Bereitstellung von Informationen in barrierefreien Formaten stehen ebenfalls kostenlos zur Verfügung. Rufen Sie
        ${phone} an oder sprechen Sie mit Ihrem Provider.
      `,
    ),
    tagline('gu', `સુચના: જો તમે ગુજરાતી બોલતા હો, તો નિ:શુલ્ક ભાષા સહાય સેવાઓ તમારા માટે ઉપલબ્ધ છે. ફોન કરો ${phone}.`),
  ],
}
