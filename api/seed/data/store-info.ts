import type { GeneralInformations } from "../../../contract";

/**
 * The demo merchants' terms, policies and app descriptions (issue 17: every footer page of every
 * demo merchant renders real content, in the merchant's own language). A blank line starts a new
 * paragraph on the page. A null text is a page the store does not have (no link, its URL a 404):
 * the Colombian and Mexican stores have no app (no superapp page) and the taquería publishes no
 * regret policy either (decision 028).
 */
type TermsAndPolicies = GeneralInformations["terms_and_policies"];

export const napoliTermsAndPolicies: TermsAndPolicies = {
  terms_of_use: `Ao fazer um pedido pelo site da Pizzaria Bella Napoli, você concorda com os preços, as taxas de entrega e os prazos exibidos no cardápio no momento da compra. As imagens são meramente ilustrativas.

Os preços podem mudar sem aviso prévio, mas o valor do pedido confirmado não muda. Promoções e cupons valem enquanto durarem os estoques e não são cumulativos, salvo quando indicado.

A entrega é feita no endereço informado por você. Confira o número, o complemento e o ponto de referência: se o entregador não encontrar ninguém no local, o pedido poderá ser cobrado.

Pedidos na mesa são servidos no salão da Rua Treze de Maio e têm taxa de serviço de 10%, que aparece na conta.`,
  cancellation_policy: `Você pode cancelar o pedido sem custo até a pizzaria confirmá-lo. O cancelamento é feito pelo WhatsApp ou pelo telefone da loja.

Depois que a pizza vai ao forno, o cancelamento só é possível por contato direto com a pizzaria, e o valor pode não ser devolvido.

Pedidos pagos online e cancelados antes da confirmação são estornados integralmente: no PIX, em até 1 dia útil; no cartão, conforme o prazo da operadora (até 2 faturas).`,
  repentance_policy: `Por se tratar de alimento perecível preparado sob encomenda, não se aplica o direito de arrependimento depois que o preparo começou (Código de Defesa do Consumidor, art. 49).

Se o pedido chegar errado, incompleto ou fora das condições de consumo, avise-nos em até 2 horas pelo WhatsApp, com uma foto: refazemos o item ou devolvemos o valor correspondente.`,
  privacy_policy: `Usamos seu nome, telefone, e-mail e endereço apenas para preparar, entregar e acompanhar os seus pedidos, conforme a Lei Geral de Proteção de Dados (Lei 13.709/2018).

Os dados de pagamento com cartão são tratados pela processadora de pagamentos: a pizzaria guarda apenas a bandeira e os quatro últimos dígitos.

Com a sua permissão, enviamos novidades e ofertas do Clube Bella Napoli. Você pode cancelar essas mensagens e pedir a consulta, a correção ou a exclusão dos seus dados a qualquer momento pelo e-mail contato@bellanapoli.com.br.`,
  superapp_description: `Com o aplicativo da Pizzaria Bella Napoli você pede em poucos toques, acompanha a entrega em tempo real e guarda seus endereços e cartões com segurança.

No app você também acompanha seus pontos e o progresso no Clube Bella Napoli e recebe ofertas exclusivas. Disponível para iPhone e Android.`,
};

export const laBrasaTermsAndPolicies: TermsAndPolicies = {
  terms_of_use: `Al hacer un pedido en el sitio de La Brasa Burger aceptas los precios, el valor del domicilio y los tiempos de entrega que se muestran en el menú al momento de la compra. Las imágenes son ilustrativas.

Los precios incluyen IVA e impuesto al consumo. Las promociones y los cupones son válidos hasta agotar existencias y no son acumulables, salvo que se indique lo contrario.

Entregamos en la dirección que indiques dentro de nuestra zona de cobertura en Medellín. Revisa la dirección y el punto de referencia: sin ellos el domicilio puede demorar.`,
  cancellation_policy: `Puedes cancelar sin costo mientras el restaurante no haya confirmado tu pedido. Para cancelar, escríbenos por WhatsApp o llámanos.

Una vez confirmado, la hamburguesa ya está en la parrilla: la cancelación depende del restaurante y el valor puede no ser reembolsado.

Los pagos con tarjeta de pedidos cancelados antes de la confirmación se reversan por completo, en el plazo de tu banco.`,
  repentance_policy: `Por tratarse de alimentos perecederos preparados al momento, no aplica el derecho de retracto (Ley 1480 de 2011, artículo 47).

Si tu pedido llega incompleto, equivocado o en mal estado, avísanos por WhatsApp dentro de las 2 horas siguientes, con una foto: lo reponemos o te devolvemos el valor del producto.`,
  privacy_policy: `Tratamos tus datos personales según la Ley 1581 de 2012 y el Decreto 1377 de 2013, solo para preparar, entregar y hacer seguimiento de tus pedidos.

Los datos de tu tarjeta los procesa la pasarela de pagos: solo guardamos la franquicia y los últimos cuatro dígitos.

Puedes conocer, actualizar, rectificar o pedir la eliminación de tus datos en cualquier momento escribiendo a hola@labrasaburger.co.`,
  superapp_description: null,
};

export const taqueriaTermsAndPolicies: TermsAndPolicies = {
  terms_of_use: `Al pedir en el sitio de Taquería El Güero aceptas los precios, el costo de envío y los tiempos que se muestran en el menú al momento de la compra. Las imágenes son ilustrativas.

Precios en pesos mexicanos con IVA incluido. Las promociones y los cupones son válidos hasta agotar existencias y no se combinan entre sí, salvo que se indique.

El envío depende de la distancia desde la taquería: el menú te dice si tu dirección está dentro de la zona de entrega y cuánto cuesta.`,
  cancellation_policy: `Puedes cancelar sin costo antes de que la taquería confirme tu pedido. Escríbenos por WhatsApp o llámanos.

Ya confirmado, tus tacos están en el trompo: la cancelación depende de la taquería y el importe puede no ser reembolsado.

Los pagos con tarjeta de pedidos cancelados antes de la confirmación se reembolsan completos, en el plazo de tu banco.`,
  repentance_policy: null,
  privacy_policy: `Tus datos personales se usan solo para preparar, entregar y dar seguimiento a tu pedido, conforme a la Ley Federal de Protección de Datos Personales en Posesión de los Particulares.

Los datos de tu tarjeta los procesa el proveedor de pagos: solo conservamos la marca y los últimos cuatro dígitos.

Para ejercer tus derechos ARCO (acceso, rectificación, cancelación u oposición), escríbenos a pedidos@taqueriaelguero.mx.`,
  superapp_description: null,
};

export const saborDaCasaTermsAndPolicies: TermsAndPolicies = {
  terms_of_use: `Ao pedir pelo site do Sabor da Casa você concorda com os preços, as taxas e os prazos exibidos no cardápio da unidade escolhida no momento da compra. As imagens são meramente ilustrativas.

Cada unidade tem o seu cardápio, com pratos regionais, e os seus horários. Preços válidos para pedidos pelo site; a embalagem sustentável é cobrada à parte.

Promoções e cupons valem enquanto durarem os estoques e não são cumulativos, salvo quando indicado.`,
  cancellation_policy: `Você pode cancelar sem custo até a loja confirmar o pedido. Depois disso, fale com a unidade pelo WhatsApp.

Pedidos pagos online e cancelados antes da confirmação são estornados integralmente: no PIX, em até 1 dia útil; no cartão, conforme o prazo da operadora.`,
  repentance_policy: `Por se tratar de alimento perecível preparado sob encomenda, não se aplica o direito de arrependimento após o preparo (Código de Defesa do Consumidor, art. 49).

Se a marmita chegar errada ou fora das condições de consumo, avise a unidade em até 2 horas, com uma foto: trocamos o prato ou devolvemos o valor.`,
  privacy_policy: `Seus dados são usados apenas para preparar e entregar o pedido e, se você participar, para o Clube Sabor da Casa, conforme a Lei Geral de Proteção de Dados (Lei 13.709/2018).

Os dados são compartilhados somente com a unidade que prepara o seu pedido. Peça a consulta, a correção ou a exclusão dos seus dados quando quiser pelo e-mail sac@sabordacasa.com.br.`,
  superapp_description: `O app Sabor da Casa reúne todas as nossas unidades: escolha a mais perto de você, repita o pedido da semana em um toque e acompanhe a entrega.

No app você também acumula vantagens do Clube Sabor da Casa e recebe o cardápio do dia. Disponível para iPhone e Android.`,
};

export const emporioTermsAndPolicies: TermsAndPolicies = {
  terms_of_use: `Ao pedir pelo site do Empório Santa Cecília você concorda com os preços, as taxas de entrega e os prazos exibidos no cardápio no momento da compra. As imagens são meramente ilustrativas.

Produtos vendidos por quilo são pesados na separação: o peso final pode variar até 10% para mais ou para menos, e cobramos o peso real. Se um produto faltar, avisamos você pelo WhatsApp antes de trocá-lo ou retirá-lo do pedido.

Bebidas alcoólicas são vendidas apenas para maiores de 18 anos; o entregador pode pedir um documento com foto na entrega.`,
  cancellation_policy: `Você pode cancelar sem custo até o Empório começar a separar o pedido. O cancelamento é feito pelo WhatsApp ou pelo telefone da loja.

Depois da separação, produtos refrigerados, congelados e cortados sob encomenda não podem ser devolvidos ao estoque, e o valor deles pode não ser devolvido.

Pedidos pagos online e cancelados antes da separação são estornados integralmente: no PIX, em até 1 dia útil; no cartão, conforme o prazo da operadora.`,
  repentance_policy: `Produtos não perecíveis e lacrados podem ser devolvidos em até 7 dias após a entrega, conforme o Código de Defesa do Consumidor (art. 49): fale com a loja pelo WhatsApp e combinamos a retirada.

Perecíveis, cortes do açougue e da peixaria e produtos fatiados não têm direito de arrependimento. Se chegarem fora das condições de consumo, avise em até 2 horas, com uma foto: trocamos ou devolvemos o valor.`,
  privacy_policy: `Usamos seu nome, telefone, e-mail e endereço apenas para separar, entregar e acompanhar os seus pedidos, conforme a Lei Geral de Proteção de Dados (Lei 13.709/2018).

Os dados de pagamento com cartão são tratados pela processadora de pagamentos: o Empório guarda apenas a bandeira e os quatro últimos dígitos.

Você pode pedir a consulta, a correção ou a exclusão dos seus dados a qualquer momento pelo e-mail pedidos@emporiosantacecilia.com.br.`,
  superapp_description: `Com o aplicativo do Empório Santa Cecília você monta a lista da semana, repete a última compra em um toque e acompanha a entrega.

No app você também recebe as ofertas da feira de quarta e guarda seus endereços e cartões com segurança. Disponível para iPhone e Android.`,
};
